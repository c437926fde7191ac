import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ContentBody, ContentSection } from '../components/content-section';
import { PageHeader } from '../components/page-header';
import { StorageTable } from '../components/storage-table';

export function CookiesPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Cookie Policy`}
        intro={t`Short version: Ourhood uses no tracking or advertising cookies. It keeps up to five entries in your browser’s local storage, only to keep you signed in, to finish signing up and to remember the colour theme you chose.`}
      />
      <ContentBody>
        <ContentSection title={t`What we keep in your browser`}>
          <p>
            <Trans>
              These entries live in your browser’s local storage on this device. They are never sent to anyone else, and
              the session token is sent only to this Ourhood server.
            </Trans>
          </p>
          <StorageTable />
        </ContentSection>
        <ContentSection title={t`What we do not use`}>
          <ul>
            <li>
              <Trans>No advertising or tracking cookies.</Trans>
            </li>
            <li>
              <Trans>No analytics scripts, social media widgets or other third-party code.</Trans>
            </li>
            <li>
              <Trans>No fonts, images or scripts loaded from other websites.</Trans>
            </li>
          </ul>
        </ContentSection>
        <ContentSection title={t`Removing them`}>
          <p>
            <Trans>
              Signing out removes the session entries. You can also clear this site’s data in your browser settings at
              any time; you will simply be signed out. Read more in our <Link to="/privacy">Privacy Policy</Link>.
            </Trans>
          </p>
        </ContentSection>
      </ContentBody>
    </>
  );
}

export default CookiesPage;
