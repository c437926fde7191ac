import { useEffect, useRef, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Delays, StorageKeys } from '@ourhood/contract';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { FormBanner } from '../../lib/forms/form-banner';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useSession } from '../../lib/session/session-store';
import { authApi } from './auth-api';
import { AuthFrame } from './auth-frame';
import { serverMessage } from './error-catalogue';

export default function ForgotPasswordPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { hydrated, isLoading, error: storeError } = useSession();
  const form = useContractForm(
    () => import('@ourhood/contract').then((contract) => contract.forgotPasswordBodySchema),
    { defaultValues: { email: '' } },
  );
  const { banner, setBanner } = form;
  const busy = form.formState.isSubmitting;
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Spec §4: submitting clears the earlier message (useContractForm's submit does).
  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(
      event,
      async ({ email }) => {
        const result = await authApi.forgotPassword(email);
        // Kept so the reset call can name the account (our client sends the e-mail with the code).
        sessionStorage.setItem(StorageKeys.verificationEmail, email);
        setBanner({ tone: 'success', text: result.message || t`OTP sent successfully` });
        timer.current = window.setTimeout(() => navigate('/reset-password'), Delays.afterOtpSentMs);
      },
      // Spec §8: the server's message, else the auth store's error, else 'Request failed'.
      { failure: (error) => serverMessage(error, storeError ?? t`Request failed`) },
    );

  return (
    <AuthFrame title={t`Forgot Password`} subtitle={t`Enter your email to receive an OTP`}>
      {!hydrated || isLoading ? <Spinner label={t`Loading`} /> : null}
      <FormBanner banner={banner} className="mb-4" />
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Input label={t`Email Address`} type="email" autoComplete="email" {...form.field('email')} />
        <Button type="submit" busy={busy}>
          <Trans>Send OTP</Trans>
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
