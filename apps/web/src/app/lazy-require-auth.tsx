import { Suspense, type ComponentProps } from 'react';
import { Spinner } from '../components/ui/spinner';
import { useLingui } from '@lingui/react/macro';
import { lazyWithMessages } from '../lib/i18n/lazy-with-messages';

const Guard = lazyWithMessages(() => import('./require-auth').then((module) => ({ default: module.RequireAuth })));

/**
 * The auth guard, loaded on first use. The real guard pulls in the session store (Zustand with its
 * persist middleware); loading it lazily keeps that out of the public website's entry chunk. Same
 * props and behaviour as `require-auth.tsx`, and the same loader while it arrives.
 */
export function RequireAuth(props: ComponentProps<typeof Guard>) {
  const { t } = useLingui();
  return (
    <Suspense
      fallback={
        <div className="flex min-h-screen items-center justify-center">
          <Spinner label={t`Loading your session`} />
        </div>
      }
    >
      <Guard {...props} />
    </Suspense>
  );
}
