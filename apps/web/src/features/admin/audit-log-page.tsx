import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { Banner } from '../../components/ui/banner';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { adminApi, adminKeys } from '../../lib/admin/admin-api';
import { errorMessage } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuditEntries } from './audit-entries';
import { Pager } from './pager';

/** /admin/audit-log: every staff action, moderators' included, newest first. */
export default function AdminAuditLogPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Audit log`);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const log = useQuery({
    queryKey: adminKeys.auditLog(page),
    queryFn: ({ signal }) => adminApi.auditLog(page, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <h1 className="text-2xl font-bold text-fg">
        <Trans>Audit log</Trans>
      </h1>
      <p className="text-muted">
        <Trans>Who did what and why: moderation decisions, roles, settings, approvals, deletions.</Trans>
      </p>
      {log.isError ? (
        <Banner tone="error">{errorMessage(log.error, t`The audit log could not be loaded.`)}</Banner>
      ) : null}
      {log.isPending ? <Skeleton className="h-64 w-full" /> : null}
      {log.data ? (
        <Card as="section" className="px-4">
          <AuditEntries entries={log.data.data} empty={t`No staff action yet.`} />
        </Card>
      ) : null}
      <Pager metadata={log.data?.metadata} onPage={(next) => setParams({ page: String(next) })} />
    </>
  );
}
