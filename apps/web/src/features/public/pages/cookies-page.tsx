import { Link } from 'react-router';
import { ContentBody, ContentSection } from '../components/content-section';
import { PageHeader } from '../components/page-header';
import { StorageTable } from '../components/storage-table';

export function CookiesPage() {
  return (
    <>
      <PageHeader
        title="Cookie Policy"
        intro="Short version: Ourhood uses no tracking or advertising cookies. It keeps up to five entries in your browser’s local storage, only to keep you signed in, to finish signing up and to remember the colour theme you chose."
      />
      <ContentBody>
        <ContentSection title="What we keep in your browser">
          <p>
            These entries live in your browser’s local storage on this device. They are never sent to anyone else, and
            the session token is sent only to this Ourhood server.
          </p>
          <StorageTable />
        </ContentSection>
        <ContentSection title="What we do not use">
          <ul>
            <li>No advertising or tracking cookies.</li>
            <li>No analytics scripts, social media widgets or other third-party code.</li>
            <li>No fonts, images or scripts loaded from other websites.</li>
          </ul>
        </ContentSection>
        <ContentSection title="Removing them">
          <p>
            Signing out removes the session entries. You can also clear this site’s data in your browser settings at any
            time; you will simply be signed out. Read more in our <Link to="/privacy">Privacy Policy</Link>.
          </p>
        </ContentSection>
      </ContentBody>
    </>
  );
}

export default CookiesPage;
