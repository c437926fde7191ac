import { useEffect, useRef, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
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
import { SocialButtons } from './social-buttons';

function SignupForm() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
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
        setBanner({ tone: 'success', text: 'Account created! Check your email for the verification code.' });
        timer.current = window.setTimeout(() => navigate('/verification'), Delays.afterSignupMs);
      },
      {
        failure: signupErrorMessage,
        onInvalid: () => setBanner({ tone: 'error', text: 'Please fix the errors below and try again.' }),
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

  return (
    <AuthFrame title="Create your account" subtitle="Join your neighbourhood in a minute.">
      {busy ? <LoadingOverlay label="Creating your account…" /> : null}
      <div role="group" aria-label="Account type" className="mb-4 flex gap-1 rounded-lg bg-sunken p-1">
        {toggle('user', 'Neighbor')}
        {toggle('organization', 'Organization')}
      </div>
      <FormBanner banner={banner} className="mb-4" />
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Input label="First name" autoComplete="given-name" {...field('first_name')} />
          <Input label="Last name" autoComplete="family-name" {...field('last_name')} />
        </div>
        {accountType === 'organization' ? (
          <Input label="Business name" autoComplete="organization" {...field('business_name')} />
        ) : null}
        <Input label="Email" type="email" autoComplete="email" {...field('email')} />
        <PasswordInput label="Password" autoComplete="new-password" {...field('password')} />
        <PasswordInput label="Confirm password" autoComplete="new-password" {...field('confirm_password')} />
        <Input label="Referral code (optional)" {...field('referred_by')} maxLength={7} />
        <Button type="submit" busy={busy}>
          Sign up
        </Button>
      </form>
      <SocialButtons providers={['Google', 'Facebook', 'Apple']} action="signup" />
      <p className="mt-6 text-center text-sm text-muted">
        Already have an account?{' '}
        <Link to="/login" className="font-semibold text-accent underline">
          Log in
        </Link>
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
