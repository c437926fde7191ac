import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Delays, StorageKeys, resetPasswordBodySchema, type AccountType } from '@ourhood/contract';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Input, PasswordInput } from '../../components/ui/input';
import { authApi } from './auth-api';
import { AuthFrame } from './auth-frame';
import { serverMessage } from './error-catalogue';

export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const [accountType, setAccountType] = useState<AccountType>('user');
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The client-side check of spec §5, in its order: OTP, then the new password.
    const parsed = resetPasswordBodySchema.safeParse({ otp, password, account_type: accountType });
    if (!parsed.success) {
      setMessage({ tone: 'error', text: parsed.error.issues[0]?.message ?? 'Reset failed' });
      return;
    }
    setBusy(true);
    try {
      const email = sessionStorage.getItem(StorageKeys.verificationEmail) ?? undefined;
      const result = await authApi.resetPassword(parsed.data.otp, parsed.data.password, accountType, email);
      sessionStorage.removeItem(StorageKeys.verificationEmail);
      setMessage({ tone: 'success', text: result.message || 'Password reset successfully' });
      timer.current = window.setTimeout(() => navigate('/login'), Delays.afterResetMs);
    } catch (error) {
      setMessage({ tone: 'error', text: serverMessage(error, 'Reset failed') });
    } finally {
      setBusy(false);
    }
  }

  const clear = () => setMessage(null);
  return (
    <AuthFrame title="Reset Password" subtitle="Enter the code from your email and a new password.">
      {message ? (
        <Banner tone={message.tone} className="mb-4">
          {message.text}
        </Banner>
      ) : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Input
          label="OTP"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={otp}
          onChange={(event) => {
            setOtp(event.target.value);
            clear();
          }}
        />
        <PasswordInput
          label="New Password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            clear();
          }}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor="account-type" className="text-sm font-medium text-fg">
            Account Type
          </label>
          <select
            id="account-type"
            value={accountType}
            onChange={(event) => {
              setAccountType(event.target.value === 'organization' ? 'organization' : 'user');
              clear();
            }}
            className="rounded-lg border border-line-strong bg-raised px-3 py-2"
          >
            <option value="user">Neighbour</option>
            <option value="organization">Organization</option>
          </select>
        </div>
        <Button type="submit" busy={busy}>
          Reset Password
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
