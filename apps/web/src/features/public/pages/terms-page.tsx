import { Link } from 'react-router';
import { ContentBody, ContentSection } from '../components/content-section';
import { PageHeader } from '../components/page-header';
import { contactEmails } from '../content/contact-emails';

export function TermsPage() {
  return (
    <>
      <PageHeader
        title="Terms of Service"
        intro="The agreement between you and the Ourhood community you join. Plain language, because neighbours should not need a lawyer."
      />
      <ContentBody>
        <ContentSection title="1. Your account">
          <p>
            You must be at least 16 years old and give accurate details, including a real neighbourhood address for a
            neighbour account. Keep your password to yourself; you are responsible for what happens under your account.
            Organization accounts must represent a real business, charity or group.
          </p>
        </ContentSection>
        <ContentSection title="2. What you post">
          <p>
            You keep ownership of what you post. You give the community’s host permission to store and show it to other
            members so that the service works. Do not post what you have no right to share, and follow the{' '}
            <Link to="/guidelines">Community Guidelines</Link>.
          </p>
        </ContentSection>
        <ContentSection title="3. Borrowing, lending and local business">
          <p>
            Arrangements between members — lending an item, hiring a local business, attending an event — are between
            those members. Ourhood helps you find each other but is not a party to the arrangement and does not
            guarantee items, services or people.
          </p>
        </ContentSection>
        <ContentSection title="4. Moderation">
          <p>
            We may remove content or suspend accounts that break these terms or the guidelines. Where we can, we tell
            you why and how to ask for a review.
          </p>
        </ContentSection>
        <ContentSection title="5. The service">
          <p>
            Ourhood is provided as is. We work to keep it available and secure but cannot promise it will never be
            interrupted. The software is free and open source under the AGPL-3.0 licence.
          </p>
        </ContentSection>
        <ContentSection title="6. Ending your account">
          <p>
            You may stop using Ourhood and ask us to delete your account at any time by writing to{' '}
            <a href={`mailto:${contactEmails.support}`}>{contactEmails.support}</a>.
          </p>
        </ContentSection>
        <ContentSection title="7. Changes to these terms">
          <p>
            <strong>We will give you at least 30 days’ notice before any change to these terms takes effect</strong>, by
            e-mail and on this page. If you keep using Ourhood after that date, the new terms apply; if you do not
            agree, you can close your account before then.
          </p>
        </ContentSection>
      </ContentBody>
    </>
  );
}

export default TermsPage;
