import { Link } from 'react-router';
import { ContentBody, ContentSection } from '../components/content-section';
import { PageHeader } from '../components/page-header';
import { StorageTable } from '../components/storage-table';
import { contactEmails } from '../content/contact-emails';

export function PrivacyPage() {
  return (
    <>
      <PageHeader
        title="Privacy Policy"
        intro="What Ourhood stores about you, why, and what it never does. Written to match what the software actually does."
      />
      <ContentBody>
        <ContentSection title="What we store">
          <ul>
            <li>
              <strong>Your account:</strong> name, e-mail address, account type, and for organizations the business name
              and the contact details you add to your profile.
            </li>
            <li>
              <strong>What you share:</strong> posts, comments, photos, follows and borrowing requests.
            </li>
            <li>
              <strong>Your password</strong> is never stored as written: we keep only an argon2id hash of it.
            </li>
            <li>
              <strong>Sessions:</strong> when you sign in we issue a token that can be revoked. It expires after 30
              days, and signing out revokes it on the server.
            </li>
            <li>
              <strong>One-time codes</strong> for verifying your e-mail or resetting your password expire after 10
              minutes and work once.
            </li>
          </ul>
        </ContentSection>
        <ContentSection title="Location">
          <p>
            When you set your location, your browser sends your position once. We keep only the area it resolves to
            (suburb, city, state and country) and coordinates rounded to about 1 km, enough to show you what is nearby.
            Ourhood never shows anyone’s coordinates to other members, and never tracks your position in the background.
          </p>
        </ContentSection>
        <ContentSection title="Photos you upload">
          <p>
            Every uploaded image is re-encoded on our server. This removes all embedded metadata — including EXIF camera
            data and GPS position — before the image is stored or shown to anyone.
          </p>
        </ContentSection>
        <ContentSection title="Your browser">
          <p>
            The web app keeps a few entries in your browser’s local storage so that you stay signed in and keep the
            colour theme you chose. It sets no tracking or advertising cookies, and loads nothing from other websites:
            no analytics, no ad networks, no external fonts. Details are in the <Link to="/cookies">Cookie Policy</Link>
            .
          </p>
          <StorageTable />
        </ContentSection>
        <ContentSection title="Who sees your information">
          <ul>
            <li>Other members see your name, profile picture, area and what you post.</li>
            <li>
              When you post a borrowing request, your name and e-mail address appear with it so that a neighbour can
              reach you.
            </li>
            <li>We do not sell data, and we show no advertising.</li>
            <li>
              Whoever hosts your Ourhood community operates the server that stores this data. Ourhood is open source, so
              what it stores can be checked in its code.
            </li>
          </ul>
        </ContentSection>
        <ContentSection title="Your choices">
          <p>
            You can edit your profile at any time, delete your posts and comments, and delete your account yourself in
            Settings: your posts, comments, photos, profile picture and follows are removed with it. For a copy of your
            data, write to <a href={`mailto:${contactEmails.privacy}`}>{contactEmails.privacy}</a>. We will give you at
            least 30 days’ notice of material changes to this policy.
          </p>
        </ContentSection>
      </ContentBody>
    </>
  );
}

export default PrivacyPage;
