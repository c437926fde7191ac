import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Delays, StorageKeys, signupFormSchema, type AccountType } from '@ourhood/contract';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Input, PasswordInput } from '../../components/ui/input';
import { LoadingOverlay } from '../../components/ui/loading-overlay';
import { cx } from '../../components/ui/cx';
import { authApi } from './auth-api';
import { AuthFrame } from './auth-frame';
import { signupErrorMessage } from './error-catalogue';
import { fieldErrors } from '../../lib/field-errors';
import { RedirectIfSignedIn } from './redirect-if-signed-in';
import { SocialButtons } from './social-buttons';

type Field = 'first_name' | 'last_name' | 'email' | 'password' | 'confirm_password' | 'referred_by' | 'business_name';

function SignupForm() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [accountType, setAccountType] = useState<AccountType>(
    params.get('type') === 'organization' ? 'organization' : 'user',
  );
  const [values, setValues] = useState<Record<Field, string>>({
    first_name: '',
    last_name: '',
    email: '',
    password: '',
    confirm_password: '',
    referred_by: params.get('ref') ?? '',
    business_name: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [banner, setBanner] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const edit = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setBanner(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = signupFormSchema.safeParse({ ...values, account_type: accountType });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      setBanner({ tone: 'error', text: 'Please fix the errors below and try again.' });
      return;
    }
    setBusy(true);
    try {
      const { confirm_password: _confirm, ...body } = parsed.data;
      await authApi.register({
        ...body,
        business_name: accountType === 'organization' ? body.business_name : undefined,
      });
      localStorage.setItem(StorageKeys.verificationEmail, parsed.data.email);
      localStorage.setItem(StorageKeys.accountType, accountType);
      setBanner({ tone: 'success', text: 'Account created! Check your email for the verification code.' });
      timer.current = window.setTimeout(() => navigate('/verification'), Delays.afterSignupMs);
    } catch (error) {
      setBanner({ tone: 'error', text: signupErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  const toggle = (type: AccountType, label: string) => (
    <button
      type="button"
      aria-pressed={accountType === type}
      onClick={() => {
        setAccountType(type);
        setErrors((current) => ({ ...current, business_name: undefined }));
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
      {banner ? (
        <Banner tone={banner.tone} className="mb-4">
          {banner.text}
        </Banner>
      ) : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label="First name"
            autoComplete="given-name"
            value={values.first_name}
            onChange={edit('first_name')}
            error={errors.first_name}
          />
          <Input
            label="Last name"
            autoComplete="family-name"
            value={values.last_name}
            onChange={edit('last_name')}
            error={errors.last_name}
          />
        </div>
        {accountType === 'organization' ? (
          <Input
            label="Business name"
            autoComplete="organization"
            value={values.business_name}
            onChange={edit('business_name')}
            error={errors.business_name}
          />
        ) : null}
        <Input
          label="Email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={edit('email')}
          error={errors.email}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          value={values.password}
          onChange={edit('password')}
          error={errors.password}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          value={values.confirm_password}
          onChange={edit('confirm_password')}
          error={errors.confirm_password}
        />
        <Input
          label="Referral code (optional)"
          value={values.referred_by}
          onChange={edit('referred_by')}
          error={errors.referred_by}
          maxLength={7}
        />
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
