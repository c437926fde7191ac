import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ContentBody, ContentSection } from '../components/content-section';
import { PageHeader } from '../components/page-header';
import { contactEmails } from '../content/contact-emails';

export function SafetyPage() {
  const { t } = useLingui();
  const safetyEmail = contactEmails.safety;
  return (
    <>
      <PageHeader
        title={t`Safety`}
        intro={t`How Ourhood protects members, and how to stay safe when you meet, borrow and buy locally.`}
      />
      <ContentBody>
        <ContentSection title={t`In an emergency`}>
          <p>
            <Trans>
              <strong>Call your local emergency number first.</strong> Ourhood is not monitored around the clock and
              cannot send help.
            </Trans>
          </p>
        </ContentSection>
        <ContentSection title={t`How the app protects you`}>
          <ul>
            <li>
              <Trans>Every account verifies its e-mail address with a one-time code before it can sign in.</Trans>
            </li>
            <li>
              <Trans>Your exact position is never shown: only your area, and coordinates rounded to about 1 km.</Trans>
            </li>
            <li>
              <Trans>Hidden photo metadata, including GPS position, is removed from every uploaded image.</Trans>
            </li>
            <li>
              <Trans>Sessions expire after 30 days and end when you sign out.</Trans>
            </li>
          </ul>
        </ContentSection>
        <ContentSection title={t`Meeting, borrowing and buying`}>
          <ul>
            <li>
              <Trans>Meet in a public place or at a doorstep in daylight, and tell someone where you are going.</Trans>
            </li>
            <li>
              <Trans>Check an item together at the hand-over, and agree when it comes back.</Trans>
            </li>
            <li>
              <Trans>Never send money in advance to someone you have not met.</Trans>
            </li>
            <li>
              <Trans>Trust your instincts: you can always say no.</Trans>
            </li>
          </ul>
        </ContentSection>
        <ContentSection title={t`Reporting a problem`}>
          <p>
            <Trans>
              Write to <a href={`mailto:${safetyEmail}`}>{safetyEmail}</a> with a link to the post or profile and what
              happened. Our safety team reviews every report against the{' '}
              <Link to="/guidelines">Community Guidelines</Link>.
            </Trans>
          </p>
        </ContentSection>
      </ContentBody>
    </>
  );
}

export default SafetyPage;
