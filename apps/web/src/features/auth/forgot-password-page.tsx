import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Delays, StorageKeys, forgotPasswordBodySchema } from '@ourhood/contract';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../../lib/session/session-store';
import { authApi } from './auth-api';
import { AuthFrame } from './auth-frame';
import { serverMessage } from './error-catalogue';

export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const { hydrated, isLoading, error: storeError } = useSession();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    const parsed = forgotPasswordBodySchema.safeParse({ email });
    if (!parsed.success) {
      setMessage({ tone: 'error', text: parsed.error.issues[0]?.message ?? 'Request failed' });
      return;
    }
    setBusy(true);
    try {
      const result = await authApi.forgotPassword(parsed.data.email);
      // Kept so the reset call can name the account (our client sends the e-mail with the code).
      sessionStorage.setItem(StorageKeys.verificationEmail, parsed.data.email);
      setMessage({ tone: 'success', text: result.message || 'OTP sent successfully' });
      timer.current = window.setTimeout(() => navigate('/reset-password'), Delays.afterOtpSentMs);
    } catch (error) {
      setMessage({ tone: 'error', text: serverMessage(error, storeError ?? 'Request failed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthFrame title="Forgot Password" subtitle="Enter your email to receive an OTP">
      {!hydrated || isLoading ? <Spinner label="Loading" /> : null}
      {message ? (
        <Banner tone={message.tone} className="mb-4">
          {message.text}
        </Banner>
      ) : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Input
          label="Email Address"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setMessage(null);
          }}
        />
        <Button type="submit" busy={busy}>
          Send OTP
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-semibold text-accent underline">
          Back to Login
        </Link>
      </p>
    </AuthFrame>
  );
}
