import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ContentBody, ContentSection } from '../components/content-section';
import { PageHeader } from '../components/page-header';
import { contactEmails } from '../content/contact-emails';

export function TermsPage() {
  const { t } = useLingui();
  const supportEmail = contactEmails.support;
  return (
    <>
      <PageHeader
        title={t`Terms of Service`}
        intro={t`The agreement between you and the Ourhood community you join. Plain language, because neighbours should not need a lawyer.`}
      />
      <ContentBody>
        <ContentSection title={t`1. Your account`}>
          <p>
            <Trans>
              You must be at least 16 years old and give accurate details, including a real neighbourhood address for a
              neighbour account. Keep your password to yourself; you are responsible for what happens under your
              account. Organization accounts must represent a real business, charity or group.
            </Trans>
          </p>
        </ContentSection>
        <ContentSection title={t`2. What you post`}>
          <p>
            <Trans>
              You keep ownership of what you post. You give the community’s host permission to store and show it to
              other members so that the service works. Do not post what you have no right to share, and follow the{' '}
              <Link to="/guidelines">Community Guidelines</Link>.
            </Trans>
          </p>
        </ContentSection>
        <ContentSection title={t`3. Borrowing, lending and local business`}>
          <p>
            <Trans>
              Arrangements between members — lending an item, hiring a local business, attending an event — are between
              those members. Ourhood helps you find each other but is not a party to the arrangement and does not
              guarantee items, services or people.
            </Trans>
          </p>
        </ContentSection>
        <ContentSection title={t`4. Moderation`}>
          <p>
            <Trans>
              We may remove content or suspend accounts that break these terms or the guidelines. Where we can, we tell
              you why and how to ask for a review.
            </Trans>
          </p>
        </ContentSection>
        <ContentSection title={t`5. The service`}>
          <p>
            <Trans>
              Ourhood is provided as is. We work to keep it available and secure but cannot promise it will never be
              interrupted. The software is free and open source under the AGPL-3.0 licence.
            </Trans>
          </p>
        </ContentSection>
        <ContentSection title={t`6. Ending your account`}>
          <p>
            <Trans>
              You may stop using Ourhood and ask us to delete your account at any time by writing to{' '}
              <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
            </Trans>
          </p>
        </ContentSection>
        <ContentSection title={t`7. Changes to these terms`}>
          <p>
            <Trans>
              <strong>We will give you at least 30 days’ notice before any change to these terms takes effect</strong>,
              by e-mail and on this page. If you keep using Ourhood after that date, the new terms apply; if you do not
              agree, you can close your account before then.
            </Trans>
          </p>
        </ContentSection>
      </ContentBody>
    </>
  );
}

export default TermsPage;
