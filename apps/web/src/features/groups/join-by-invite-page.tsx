import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { Card } from '../../components/ui/card';
import { PageMain } from '../../components/ui/page-main';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { groupKeys } from './group-keys';
import { groupsApi } from './groups-api';

/**
 * /dashboard/groups/join/{token}: an invite link. Opening it joins a public group or asks to join
 * a private one (issue 15), then shows the group; a revoked or unknown link says so.
 */
export default function JoinByInvitePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Join group`);
  const { token = '' } = useParams();
  const client = useQueryClient();
  const join = useMutation({
    mutationFn: () => groupsApi.joinByInvite(token),
    onSuccess: ({ data, message }) => {
      client.setQueryData(groupKeys.detail(data.id), data);
      void client.invalidateQueries({ queryKey: groupKeys.lists });
      toast(message, { tone: 'success' });
    },
  });
  // Once per page: joining is idempotent on the server, but one request is enough.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    join.mutate();
  }, [join]);

  if (join.isSuccess) return <Navigate to={`/dashboard/groups/${encodeURIComponent(join.data.data.id)}`} replace />;
  return (
    <PageMain className="mx-auto w-full max-w-xl px-4 py-10">
      <Card className="flex flex-col items-center gap-4 p-8 text-center" role={join.isError ? 'alert' : undefined}>
        {join.isError ? (
          <>
            <h1 className="text-xl font-bold text-fg">
              <Trans>Could not join the group</Trans>
            </h1>
            <p className="text-muted">{errorMessage(join.error, t`This invite link is no longer valid`)}</p>
            <Link to="/dashboard/groups" className="font-semibold text-accent hover:underline">
              <Trans>Browse groups</Trans>
            </Link>
          </>
        ) : (
          <>
            <h1 className="sr-only">
              <Trans>Joining the group</Trans>
            </h1>
            <Spinner label={t`Opening the invite`} />
          </>
        )}
      </Card>
    </PageMain>
  );
}
