import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../lib/use-document-title';
import { JobsSection } from './jobs-section';
import { MailSection } from './mail-section';
import { StorageSection } from './storage-section';

/** /admin/operations: is e-mail going out, are jobs failing, how much is stored (issue 43). */
export default function AdminOperationsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`E-mail, jobs and storage`);
  return (
    <>
      <h1 className="text-2xl font-bold text-fg">
        <Trans>E-mail, jobs and storage</Trans>
      </h1>
      <MailSection />
      <JobsSection />
      <StorageSection />
    </>
  );
}
