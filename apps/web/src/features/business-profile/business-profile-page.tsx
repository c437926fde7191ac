import { useQuery } from '@tanstack/react-query';
import { Banner } from '../../components/ui/banner';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/api-client';
import { organizationKeys } from '../../lib/organizations/organization-keys';
import { organizationsApi } from '../../lib/organizations/organizations-api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BusinessForm } from './business-form';
import { PageMain } from '../../components/ui/page-main';
import { Trans, useLingui } from '@lingui/react/macro';

/** /dashboard/business-profile: the organization edits its public page. */
export default function BusinessProfilePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Business Profile`);
  const me = useQuery({ queryKey: organizationKeys.me, queryFn: ({ signal }) => organizationsApi.me(signal) });
  return (
    <PageMain className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-fg">
        <Trans>Business Profile</Trans>
      </h1>
      {me.isPending ? (
        <Skeleton className="h-96 w-full" />
      ) : me.isError ? (
        <Banner tone="error">{errorMessage(me.error, t`Failed to load business profile`)}</Banner>
      ) : (
        <BusinessForm key={me.data.data.id} me={me.data.data} />
      )}
    </PageMain>
  );
}
