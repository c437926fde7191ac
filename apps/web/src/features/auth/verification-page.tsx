import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Delays, Limits, StorageKeys, type AccountType } from '@ourhood/contract';
import { FormBanner } from '../../lib/forms/form-banner';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useInstance } from '../../lib/instance/use-instance';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { LoadingOverlay } from '../../components/ui/loading-overlay';
import { authApi } from './auth-api';
import { AuthFrame } from './auth-frame';
import { resendErrorMessage, verifyErrorMessage } from './error-catalogue';

function useCountdown(): [number, () => void] {
  const [seconds, setSeconds] = useState<number>(Limits.otpResendCooldownSeconds);
  useEffect(() => {
    if (seconds <= 0) return undefined;
    const timer = window.setTimeout(() => setSeconds((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds]);
  return [seconds, () => setSeconds(Limits.otpResendCooldownSeconds)];
}

export default function VerificationPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [email] = useState(() => localStorage.getItem(StorageKeys.verificationEmail));
  const [accountType] = useState<AccountType>(() =>
    localStorage.getItem(StorageKeys.accountType) === 'organization' ? 'organization' : 'user',
  );
  // The route's own schema; the page sends the code with the stored e-mail and account type.
  const form = useContractForm(() => import('@ourhood/contract').then((contract) => contract.verifyOtpBodySchema), {
    defaultValues: { otp: '' },
  });
  const { banner, setBanner } = form;
  // Under the approval policy (issue 43) a verified account still waits for a moderator.
  const awaitsApproval = useInstance()?.registration_mode === 'approval';
  const busy = form.formState.isSubmitting;
  const otp = form.watch('otp');
  const otpField = form.field('otp');
  const [seconds, restartCountdown] = useCountdown();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (!email) return <Navigate to="/signup" replace />;

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(
      event,
      async (values) => {
        await authApi.verifyOtp(values.otp, accountType, email);
        localStorage.removeItem(StorageKeys.verificationEmail);
        localStorage.removeItem(StorageKeys.accountType);
        if (awaitsApproval) {
          setBanner({
            tone: 'success',
            text: t`Account verified. A moderator approves each new account: we will e-mail you when you can log in.`,
          });
          return;
        }
        setBanner({ tone: 'success', text: t`Account verified successfully. You can now log in.` });
        timer.current = window.setTimeout(() => navigate('/login'), Delays.afterVerifyMs);
      },
      { failure: verifyErrorMessage },
    );

  async function resend() {
    setBanner(null);
    try {
      await authApi.sendOtp(email!, accountType);
      setBanner({ tone: 'success', text: t`OTP sent successfully! Please check your email.` });
      restartCountdown();
    } catch (error) {
      setBanner({ tone: 'error', text: resendErrorMessage(error) });
    }
  }

  return (
    <AuthFrame title={t`Verify your email`} subtitle={t`We sent a 6-digit code to:`}>
      {busy ? <LoadingOverlay label={t`Verifying…`} /> : null}
      <p className="-mt-4 mb-4 font-semibold text-fg" data-testid="verification-email">
        {email}
      </p>
      <FormBanner banner={banner} className="mb-4" />
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Input
          label={t`Verification code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          {...otpField}
          onChange={(event) => {
            // Spec §5: non-digits are stripped and at most 6 digits kept, as the user types.
            event.target.value = event.target.value.replace(/\D/g, '').slice(0, Limits.otpLength);
            return otpField.onChange(event);
          }}
          className="[&_input]:text-center [&_input]:text-2xl [&_input]:tracking-[0.5em]"
        />
        <Button type="submit" busy={busy} disabled={otp.length !== Limits.otpLength}>
          <Trans>Verify Email</Trans>
        </Button>
      </form>
      <div className="mt-4 text-center text-sm text-muted">
        {seconds > 0 ? (
          <p>
            <Trans>You can request a new code in {seconds}s</Trans>
          </p>
        ) : (
          <button type="button" onClick={resend} className="font-semibold text-accent underline">
            <Trans>Resend verification code</Trans>
          </button>
        )}
      </div>
      <p className="mt-4 text-center text-sm text-muted">
        <Trans>
          Wrong address?{' '}
          <Link to="/signup" className="font-semibold text-accent underline">
            Try a different email
          </Link>
        </Trans>
      </p>
    </AuthFrame>
  );
}
