import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Delays, ErrorCode, StorageKeys } from '@ourhood/contract';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Input, PasswordInput } from '../../components/ui/input';
import { LoadingOverlay } from '../../components/ui/loading-overlay';
import { ApiError } from '../../lib/api-client';
import { useSession, userTypeOf, type SessionUser } from '../../lib/session/session-store';
import { authApi } from './auth-api';
import { AuthFrame } from './auth-frame';
import { fieldErrors } from '../../lib/field-errors';
import { RedirectIfSignedIn } from './redirect-if-signed-in';
import { SocialButtons } from './social-buttons';

type Field = 'email' | 'password';

function LoginForm() {
  const navigate = useNavigate();
  const signIn = useSession((state) => state.signIn);
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [banner, setBanner] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [unverified, setUnverified] = useState(false);
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
    // The contract's schemas (zod) load when the form is sent, not with the page.
    const { loginBodySchema } = await import('@ourhood/contract');
    const parsed = loginBodySchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setBusy(true);
    setUnverified(false);
    try {
      const { data } = await authApi.login(parsed.data.email, parsed.data.password);
      const user = data.user as unknown as SessionUser;
      signIn(data.token, user, userTypeOf(data.user.user_type ?? data.user.account_type));
      setBanner({ tone: 'success', text: 'Login successful! Redirecting to dashboard...' });
      timer.current = window.setTimeout(() => navigate('/dashboard'), Delays.afterLoginMs);
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.EMAIL_NOT_VERIFIED) setUnverified(true);
      setBanner({
        tone: 'error',
        text: error instanceof ApiError && error.message ? error.message : 'Invalid credentials. Please try again.',
      });
    } finally {
      setBusy(false);
    }
  }

  async function verifyNow() {
    localStorage.setItem(StorageKeys.verificationEmail, values.email.trim().toLowerCase());
    try {
      await authApi.sendOtp(values.email.trim().toLowerCase(), 'user');
    } catch {
      // The verification screen offers a resend of its own.
    }
    navigate('/verification');
  }

  return (
    <AuthFrame title="Welcome back" subtitle="Log in to your neighbourhood.">
      {busy ? <LoadingOverlay label="Signing you in…" /> : null}
      {banner ? (
        <Banner tone={banner.tone} className="mb-4">
          {banner.text}
          {unverified ? (
            <>
              {' '}
              <button type="button" onClick={verifyNow} className="font-semibold underline">
                Send a new code
              </button>
            </>
          ) : null}
        </Banner>
      ) : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
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
          autoComplete="current-password"
          value={values.password}
          onChange={edit('password')}
          error={errors.password}
        />
        <Link to="/forgot-password" className="self-end text-sm font-semibold text-accent underline">
          Forgot password?
        </Link>
        <Button type="submit" busy={busy}>
          Log in
        </Button>
      </form>
      <SocialButtons providers={['Google', 'GitHub', 'Apple']} action="login" />
      <p className="mt-6 text-center text-sm text-muted">
        New here?{' '}
        <Link to="/signup" className="font-semibold text-accent underline">
          Create an account
        </Link>
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
