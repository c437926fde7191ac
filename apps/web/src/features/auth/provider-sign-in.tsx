import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { KeyRound } from 'lucide-react';
import { cx } from '../../components/ui/cx';
import { Spinner } from '../../components/ui/spinner';
import { providerStartUrl } from './auth-api';
import type { AuthProvidersState } from './use-auth-providers';

/**
 * "Continue with {name}" for each identity provider the server offers (issue 42), the same on the
 * sign-in and sign-up screens; nothing at all while none is configured or the list is loading.
 * A link, not a fetch: the browser itself goes to the provider and comes back.
 */
export function ProviderSignIn({ state }: { state: AuthProvidersState }) {
  const { t } = useLingui();
  const [leaving, setLeaving] = useState<string | null>(null);
  if (state.status !== 'ready' || state.providers.length === 0) return null;
  return (
    <div className="mt-6">
      <p className="text-center text-xs uppercase tracking-wide text-faint">
        <Trans>or</Trans>
      </p>
      <div className="mt-3 flex flex-col gap-2">
        {state.providers.map(({ id, name }) => (
          <a
            key={id}
            href={providerStartUrl}
            onClick={() => setLeaving(name)}
            aria-busy={leaving === name || undefined}
            className={cx(
              'inline-flex min-h-10 items-center justify-center gap-2 rounded-lg border border-line-strong bg-raised px-4 py-2 text-center text-sm font-semibold text-fg transition-colors hover:bg-sunken',
              leaving !== null && 'pointer-events-none opacity-70',
            )}
          >
            {leaving === name ? (
              <Spinner className="h-4 w-4" label={t`Going to ${name}…`} />
            ) : (
              <KeyRound aria-hidden="true" className="h-4 w-4" />
            )}
            <span>{t`Continue with ${name}`}</span>
          </a>
        ))}
      </div>
    </div>
  );
}
