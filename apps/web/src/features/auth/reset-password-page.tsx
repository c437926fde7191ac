import { useEffect, useRef, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Delays, StorageKeys } from '@ourhood/contract';
import { Button } from '../../components/ui/button';
import { Input, PasswordInput } from '../../components/ui/input';
import { FormBanner } from '../../lib/forms/form-banner';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { authApi } from './auth-api';
import { AuthFrame } from './auth-frame';
import { serverMessage } from './error-catalogue';

export default function ResetPasswordPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  // The route's schema checks spec §5's rules, shown at once in its order: OTP, then the password.
  const form = useContractForm(() => import('@ourhood/contract').then((contract) => contract.resetPasswordBodySchema), {
    defaultValues: { otp: '', password: '', account_type: 'user' },
  });
  const { banner, setBanner } = form;
  const busy = form.formState.isSubmitting;
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(
      event,
      async ({ otp, password, account_type }) => {
        const email = sessionStorage.getItem(StorageKeys.verificationEmail) ?? undefined;
        const result = await authApi.resetPassword(otp, password, account_type ?? 'user', email);
        sessionStorage.removeItem(StorageKeys.verificationEmail);
        setBanner({ tone: 'success', text: result.message || t`Password reset successfully` });
        timer.current = window.setTimeout(() => navigate('/login'), Delays.afterResetMs);
      },
      { failure: (error) => serverMessage(error, t`Reset failed`) },
    );

  return (
    <AuthFrame title={t`Reset Password`} subtitle={t`Enter the code from your email and a new password.`}>
      <FormBanner banner={banner} className="mb-4" />
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Input label={t`OTP`} inputMode="numeric" autoComplete="one-time-code" {...form.field('otp')} />
        <PasswordInput label={t`New Password`} autoComplete="new-password" {...form.field('password')} />
        <div className="flex flex-col gap-1">
          <label htmlFor="account-type" className="text-sm font-medium text-fg">
            <Trans>Account Type</Trans>
          </label>
          <select
            id="account-type"
            {...form.register('account_type', { onChange: () => setBanner(null) })}
            className="rounded-lg border border-line-strong bg-raised px-3 py-2"
          >
            <option value="user">
              <Trans>Neighbour</Trans>
            </option>
            <option value="organization">
              <Trans>Organization</Trans>
            </option>
          </select>
        </div>
        <Button type="submit" busy={busy}>
          <Trans>Reset Password</Trans>
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-semibold text-accent underline">
          <Trans>Back to Login</Trans>
        </Link>
      </p>
    </AuthFrame>
  );
}
