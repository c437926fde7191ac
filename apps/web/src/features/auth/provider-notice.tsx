import { useLingui } from '@lingui/react/macro';
import { Banner } from '../../components/ui/banner';
import { providerFailureMessage, providerLinkMessage } from './provider-messages';
import type { AuthProvidersState } from './use-auth-providers';

/**
 * What the sign-in page says on the provider's way back (issue 42): why a sign-in failed
 * (`?oidc_error=`), or that the account waits for one password sign-in to be linked (`?oidc=link`).
 * Gives way to the form's own message once the person submits it.
 */
export function ProviderNotice({
  search,
  providers,
  hidden,
}: {
  search: string;
  providers: AuthProvidersState;
  hidden: boolean;
}) {
  const { t } = useLingui();
  const params = new URLSearchParams(search);
  const reason = params.get('oidc_error');
  const linking = params.get('oidc') === 'link';
  if (hidden || (!reason && !linking)) return null;
  const name = (providers.status === 'ready' ? providers.providers[0]?.name : undefined) ?? t`your identity provider`;
  return (
    <Banner tone={linking ? 'info' : 'error'} className="mb-4">
      {linking ? providerLinkMessage(name) : providerFailureMessage(reason ?? '', name)}
    </Banner>
  );
}
