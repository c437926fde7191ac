import { useEffect, useRef, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Delays, StorageKeys, signupFormSchema, type AccountType } from '@ourhood/contract';
import { Button } from '../../components/ui/button';
import { Input, PasswordInput } from '../../components/ui/input';
import { LoadingOverlay } from '../../components/ui/loading-overlay';
import { cx } from '../../components/ui/cx';
import { FormBanner } from '../../lib/forms/form-banner';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { authApi } from './auth-api';
import { AuthFrame } from './auth-frame';
import { signupErrorMessage } from './error-catalogue';
import { RedirectIfSignedIn } from './redirect-if-signed-in';
import { ProviderSignIn } from './provider-sign-in';
import { useAuthProviders } from './use-auth-providers';
import { useInstance } from '../../lib/instance/use-instance';
import { SignupClosed, SignupNotes } from './signup-policy';

function SignupForm() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const providers = useAuthProviders();
  const instance = useInstance();
  const form = useContractForm(signupFormSchema, {
    defaultValues: {
      account_type: params.get('type') === 'organization' ? 'organization' : 'user',
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      confirm_password: '',
      referred_by: params.get('ref') ?? '',
      business_name: '',
    },
  });
  const { banner, setBanner, field } = form;
  const accountType = form.watch('account_type') ?? 'user';
  const busy = form.formState.isSubmitting;
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(
      event,
      async ({ confirm_password: _confirm, ...body }) => {
        await authApi.register({
          ...body,
          business_name: body.account_type === 'organization' ? body.business_name : undefined,
        });
        localStorage.setItem(StorageKeys.verificationEmail, body.email);
        localStorage.setItem(StorageKeys.accountType, body.account_type);
        setBanner({ tone: 'success', text: t`Account created! Check your email for the verification code.` });
        timer.current = window.setTimeout(() => navigate('/verification'), Delays.afterSignupMs);
      },
      {
        failure: signupErrorMessage,
        onInvalid: () => setBanner({ tone: 'error', text: t`Please fix the errors below and try again.` }),
      },
    );

  const toggle = (type: AccountType, label: string) => (
    <button
      type="button"
      aria-pressed={accountType === type}
      onClick={() => {
        form.setValue('account_type', type);
        form.clearErrors('business_name');
        setBanner(null);
      }}
      className={cx(
        'flex-1 rounded-md px-3 py-2 text-sm font-semibold',
        accountType === type ? 'bg-raised text-accent shadow' : 'text-muted',
      )}
    >
      {label}
    </button>
  );

  if (instance?.registration_mode === 'closed') {
    return (
      <AuthFrame title={t`Create your account`}>
        <SignupClosed instance={instance} />
      </AuthFrame>
    );
  }
  const inviteOnly = instance?.registration_mode === 'invite';
  return (
    <AuthFrame title={t`Create your account`} subtitle={t`Join your neighbourhood in a minute.`}>
      {busy ? <LoadingOverlay label={t`Creating your account…`} /> : null}
      <div role="group" aria-label={t`Account type`} className="mb-4 flex gap-1 rounded-lg bg-sunken p-1">
        {toggle('user', t`Neighbor`)}
        {toggle('organization', t`Organization`)}
      </div>
      <FormBanner banner={banner} className="mb-4" />
      <SignupNotes instance={instance} />
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Input label={t`First name`} autoComplete="given-name" {...field('first_name')} />
          <Input label={t`Last name`} autoComplete="family-name" {...field('last_name')} />
        </div>
        {accountType === 'organization' ? (
          <Input label={t`Business name`} autoComplete="organization" {...field('business_name')} />
        ) : null}
        <Input label={t`Email`} type="email" autoComplete="email" {...field('email')} />
        <PasswordInput label={t`Password`} autoComplete="new-password" {...field('password')} />
        <PasswordInput label={t`Confirm password`} autoComplete="new-password" {...field('confirm_password')} />
        <Input
          label={inviteOnly ? t`Referral code` : t`Referral code (optional)`}
          required={inviteOnly}
          {...field('referred_by')}
          maxLength={7}
        />
        <Button type="submit" busy={busy}>
          <Trans>Sign up</Trans>
        </Button>
      </form>
      <ProviderSignIn state={providers} />
      <p className="mt-6 text-center text-sm text-muted">
        <Trans>
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-accent underline">
            Log in
          </Link>
        </Trans>
      </p>
    </AuthFrame>
  );
}

export default function SignupPage() {
  return (
    <RedirectIfSignedIn>
      <SignupForm />
    </RedirectIfSignedIn>
  );
}
