import { Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Delays, ErrorCode, StorageKeys } from '@ourhood/contract';
import { Button } from '../../components/ui/button';
import { Input, PasswordInput } from '../../components/ui/input';
import { LoadingOverlay } from '../../components/ui/loading-overlay';
import { ApiError } from '../../lib/api-client';
import { FormBanner } from '../../lib/forms/form-banner';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { returnPathFrom } from '../../lib/session/return-to';
import { useSession, userTypeOf } from '../../lib/session/session-store';
import { authApi } from './auth-api';
import { AuthFrame } from './auth-frame';
import { RedirectIfSignedIn } from './redirect-if-signed-in';
import { ProviderSignIn } from './provider-sign-in';
import { ProviderNotice } from './provider-notice';
import { useAuthProviders } from './use-auth-providers';
import { lazyWithMessages } from '../../lib/i18n/lazy-with-messages';

// The appeal form loads only for a suspended or banned account (the sign-in screen stays small).
const SanctionAppeal = lazyWithMessages(() => import('./sanction-appeal'));

const sanctionCodes: string[] = [ErrorCode.ACCOUNT_SUSPENDED, ErrorCode.ACCOUNT_BANNED];

/** Spec §8, login: the server's message, else 'Invalid credentials. Please try again.' */
const loginFailure = (error: unknown) =>
  error instanceof ApiError && error.message ? error.message : t`Invalid credentials. Please try again.`;

function LoginForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  // Back to the page a visitor asked for (a shared post), else the dashboard.
  const { search } = useLocation();
  const next = returnPathFrom(search);
  const providers = useAuthProviders();
  const signIn = useSession((state) => state.signIn);
  // The contract's schemas (zod) load when the form is first checked, not with the page.
  const form = useContractForm(() => import('@ourhood/contract').then((contract) => contract.loginBodySchema), {
    defaultValues: { email: '', password: '' },
  });
  const { banner, setBanner, formState } = form;
  const [unverified, setUnverified] = useState(false);
  const [sanctioned, setSanctioned] = useState(false);
  const [appealing, setAppealing] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(
      event,
      async ({ email, password }) => {
        setUnverified(false);
        setSanctioned(false);
        try {
          const { data } = await authApi.login(email, password);
          signIn(data.token, data.user, userTypeOf(data.user.user_type ?? data.user.account_type));
          setBanner({ tone: 'success', text: t`Login successful! Redirecting to dashboard...` });
          timer.current = window.setTimeout(() => navigate(next ?? '/dashboard'), Delays.afterLoginMs);
        } catch (error) {
          if (error instanceof ApiError && error.code === ErrorCode.EMAIL_NOT_VERIFIED) setUnverified(true);
          if (error instanceof ApiError && sanctionCodes.includes(error.code ?? '')) setSanctioned(true);
          throw error;
        }
      },
      { failure: loginFailure },
    );
  const busy = formState.isSubmitting;

  async function verifyNow() {
    const email = form.getValues('email').trim().toLowerCase();
    localStorage.setItem(StorageKeys.verificationEmail, email);
    try {
      await authApi.sendOtp(email, 'user');
    } catch {
      // The verification screen offers a resend of its own.
    }
    navigate('/verification');
  }

  return (
    <AuthFrame title={t`Welcome back`} subtitle={t`Log in to your neighbourhood.`}>
      {busy ? <LoadingOverlay label={t`Signing you in…`} /> : null}
      <ProviderNotice search={search} providers={providers} hidden={banner !== null} />
      <FormBanner banner={banner} className="mb-4">
        {unverified && banner?.tone === 'error' ? (
          <>
            {' '}
            <button type="button" onClick={verifyNow} className="font-semibold underline">
              <Trans>Send a new code</Trans>
            </button>
          </>
        ) : null}
        {sanctioned && banner?.tone === 'error' ? (
          <>
            {' '}
            <button type="button" onClick={() => setAppealing(true)} className="font-semibold underline">
              <Trans>Appeal this decision</Trans>
            </button>
          </>
        ) : null}
      </FormBanner>
      {sanctioned && appealing ? (
        <Suspense fallback={null}>
          <SanctionAppeal
            credentials={() => ({ email: form.getValues('email'), password: form.getValues('password') })}
          />
        </Suspense>
      ) : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Input label={t`Email`} type="email" autoComplete="email" {...form.field('email')} />
        <PasswordInput label={t`Password`} autoComplete="current-password" {...form.field('password')} />
        <Link to="/forgot-password" className="self-end text-sm font-semibold text-accent underline">
          <Trans>Forgot password?</Trans>
        </Link>
        <Button type="submit" busy={busy}>
          <Trans>Log in</Trans>
        </Button>
      </form>
      <ProviderSignIn state={providers} />
      <p className="mt-6 text-center text-sm text-muted">
        <Trans>
          New here?{' '}
          <Link to="/signup" className="font-semibold text-accent underline">
            Create an account
          </Link>
        </Trans>
      </p>
    </AuthFrame>
  );
}

export default function LoginPage() {
  return (
    <RedirectIfSignedIn>
      <LoginForm />
    </RedirectIfSignedIn>
  );
}
