// @vitest-environment happy-dom
import { AuthMessages, loginBodySchema } from '@ourhood/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Input } from '../../components/ui/input';
import { renderScreen } from '../../test/render';
import { ApiError } from '../api-client';
import { FormBanner } from './form-banner';
import { useContractForm, type FailureText } from './use-contract-form';

/** A login-shaped form built the way every screen builds one. */
function LoginForm({ onValid, failure }: { onValid: (values: unknown) => unknown; failure?: FailureText }) {
  const form = useContractForm(loginBodySchema, { defaultValues: { email: '', password: '' } });
  return (
    <form noValidate onSubmit={(event) => form.submit(event, onValid, { failure })}>
      <FormBanner banner={form.banner} />
      <Input label="Email" {...form.field('email')} />
      <Input label="Password" type="password" {...form.field('password')} />
      <button type="submit">Sign in</button>
    </form>
  );
}

describe('useContractForm', () => {
  it('shows every field error at once under its field and focuses the first bad one', async () => {
    const onValid = vi.fn();
    const { user } = renderScreen(<LoginForm onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const email = screen.getByLabelText('Email');
    expect(await screen.findByText(AuthMessages.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(AuthMessages.passwordRequired)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('clears a field error when that field is edited, and keeps the others', async () => {
    const { user } = renderScreen(<LoginForm onValid={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText(AuthMessages.emailRequired);

    await user.type(screen.getByLabelText('Email'), 'm');
    expect(screen.queryByText(AuthMessages.emailRequired)).not.toBeInTheDocument();
    expect(screen.getByText(AuthMessages.passwordRequired)).toBeInTheDocument();
  });

  it('runs onValid with the values the contract parsed (trimmed, lower-cased e-mail)', async () => {
    const onValid = vi.fn();
    const { user } = renderScreen(<LoginForm onValid={onValid} />);
    await user.type(screen.getByLabelText('Email'), '  Mia@Example.COM ');
    await user.type(screen.getByLabelText('Password'), 'hunter22');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ email: 'mia@example.com', password: 'hunter22' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("puts the server's field errors under their fields and the rest in the banner", async () => {
    const onValid = vi
      .fn()
      .mockRejectedValue(
        new ApiError(422, 'Check the form', 'VALIDATION', { password: 'Wrong password', captcha: 'Solve it' }, true),
      );
    const { user } = renderScreen(<LoginForm onValid={onValid} />);
    await user.type(screen.getByLabelText('Email'), 'mia@example.com');
    await user.type(screen.getByLabelText('Password'), 'hunter22');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Wrong password')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByText('Check the form Solve it')).toBeInTheDocument();
  });

  it('shows the fallback text for a failure the server did not explain, and a chosen text when asked', async () => {
    const onValid = vi.fn().mockRejectedValue(new ApiError(500, 'Request failed (500)'));
    const first = renderScreen(<LoginForm onValid={onValid} failure="Could not sign in" />);
    await first.user.type(screen.getByLabelText('Email'), 'mia@example.com');
    await first.user.type(screen.getByLabelText('Password'), 'hunter22');
    await first.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Could not sign in')).toBeInTheDocument();
    expect(screen.queryByText('Request failed (500)')).not.toBeInTheDocument();

    // Editing any field clears the banner.
    await first.user.type(screen.getByLabelText('Password'), 'x');
    expect(screen.queryByText('Could not sign in')).not.toBeInTheDocument();
    first.unmount();

    const second = renderScreen(<LoginForm onValid={onValid} failure={() => 'From the catalogue'} />);
    await second.user.type(screen.getByLabelText('Email'), 'mia@example.com');
    await second.user.type(screen.getByLabelText('Password'), 'hunter22');
    await second.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('From the catalogue')).toBeInTheDocument();
  });

  it('shows nothing for a cancelled call', async () => {
    const onValid = vi.fn().mockRejectedValue(new DOMException('The user aborted a request.', 'AbortError'));
    const { user } = renderScreen(<LoginForm onValid={onValid} failure="Could not sign in" />);
    await user.type(screen.getByLabelText('Email'), 'mia@example.com');
    await user.type(screen.getByLabelText('Password'), 'hunter22');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(screen.queryByText('Could not sign in')).not.toBeInTheDocument();
  });
});
