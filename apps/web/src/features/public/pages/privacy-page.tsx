import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ContentBody, ContentSection } from '../components/content-section';
import { PageHeader } from '../components/page-header';
import { StorageTable } from '../components/storage-table';
import { contactEmails } from '../content/contact-emails';

export function PrivacyPage() {
  const { t } = useLingui();
  const privacyEmail = contactEmails.privacy;
  return (
    <>
      <PageHeader
        title={t`Privacy Policy`}
        intro={t`What Ourhood stores about you, why, and what it never does. Written to match what the software actually does.`}
      />
      <ContentBody>
        <ContentSection title={t`What we store`}>
          <ul>
            <li>
              <Trans>
                <strong>Your account:</strong> name, e-mail address, account type, and for organizations the business
                name and the contact details you add to your profile.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>What you share:</strong> posts, comments, photos, follows and borrowing requests.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Your password</strong> is never stored as written: we keep only an argon2id hash of it.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Sessions:</strong> when you sign in we issue a token that can be revoked. It expires after 30
                days, and signing out revokes it on the server.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>One-time codes</strong> for verifying your e-mail or resetting your password expire after 10
                minutes and work once.
              </Trans>
            </li>
          </ul>
        </ContentSection>
        <ContentSection title={t`Location`}>
          <p>
            <Trans>
              When you set your location, your browser sends your position once. We keep only the area it resolves to
              (suburb, city, state and country) and coordinates rounded to about 1 km, enough to show you what is
              nearby. Ourhood never shows anyone’s coordinates to other members, and never tracks your position in the
              background.
            </Trans>
          </p>
        </ContentSection>
        <ContentSection title={t`Photos you upload`}>
          <p>
            <Trans>
              Every uploaded image is re-encoded on our server. This removes all embedded metadata — including EXIF
              camera data and GPS position — before the image is stored or shown to anyone.
            </Trans>
          </p>
        </ContentSection>
        <ContentSection title={t`Your browser`}>
          <p>
            <Trans>
              The web app keeps a few entries in your browser’s local storage so that you stay signed in and keep the
              colour theme you chose. It sets no tracking or advertising cookies, and loads nothing from other websites:
              no analytics, no ad networks, no external fonts. Details are in the{' '}
              <Link to="/cookies">Cookie Policy</Link>.
            </Trans>
          </p>
          <StorageTable />
        </ContentSection>
        <ContentSection title={t`Who sees your information`}>
          <ul>
            <li>
              <Trans>Other members see your name, profile picture, area and what you post.</Trans>
            </li>
            <li>
              <Trans>
                When you post a borrowing request, your name and e-mail address appear with it so that a neighbour can
                reach you.
              </Trans>
            </li>
            <li>
              <Trans>We do not sell data, and we show no advertising.</Trans>
            </li>
            <li>
              <Trans>
                Whoever hosts your Ourhood community operates the server that stores this data. Ourhood is open source,
                so what it stores can be checked in its code.
              </Trans>
            </li>
          </ul>
        </ContentSection>
        <ContentSection title={t`Your choices`}>
          <p>
            <Trans>
              You can edit your profile at any time, delete your posts and comments, and delete your account yourself in
              Settings: your posts, comments, photos, profile picture and follows are removed with it. For a copy of
              your data, write to <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a>. We will give you at least 30
              days’ notice of material changes to this policy.
            </Trans>
          </p>
        </ContentSection>
      </ContentBody>
    </>
  );
}

export default PrivacyPage;
