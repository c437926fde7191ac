import { Link } from 'react-router';
import { ContentBody, ContentSection } from '../components/content-section';
import { PageHeader } from '../components/page-header';
import { contactEmails } from '../content/contact-emails';

export function SafetyPage() {
  return (
    <>
      <PageHeader
        title="Safety"
        intro="How Ourhood protects members, and how to stay safe when you meet, borrow and buy locally."
      />
      <ContentBody>
        <ContentSection title="In an emergency">
          <p>
            <strong>Call your local emergency number first.</strong> Ourhood is not monitored around the clock and
            cannot send help.
          </p>
        </ContentSection>
        <ContentSection title="How the app protects you">
          <ul>
            <li>Every account verifies its e-mail address with a one-time code before it can sign in.</li>
            <li>Your exact position is never shown: only your area, and coordinates rounded to about 1 km.</li>
            <li>Hidden photo metadata, including GPS position, is removed from every uploaded image.</li>
            <li>Sessions expire after 30 days and end when you sign out.</li>
          </ul>
        </ContentSection>
        <ContentSection title="Meeting, borrowing and buying">
          <ul>
            <li>Meet in a public place or at a doorstep in daylight, and tell someone where you are going.</li>
            <li>Check an item together at the hand-over, and agree when it comes back.</li>
            <li>Never send money in advance to someone you have not met.</li>
            <li>Trust your instincts: you can always say no.</li>
          </ul>
        </ContentSection>
        <ContentSection title="Reporting a problem">
          <p>
            Write to <a href={`mailto:${contactEmails.safety}`}>{contactEmails.safety}</a> with a link to the post or
            profile and what happened. Our safety team reviews every report against the{' '}
            <Link to="/guidelines">Community Guidelines</Link>.
          </p>
        </ContentSection>
      </ContentBody>
    </>
  );
}

export default SafetyPage;
