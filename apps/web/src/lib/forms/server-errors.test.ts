import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import { applyServerErrors, serverFormErrors } from './server-errors';

const duplicate = new ApiError(
  409,
  'An account with this email already exists.',
  'EMAIL_EXISTS',
  { email: 'An account with this email already exists.' },
  true,
);

/** A stand-in for a form element: fields in page order, each remembering whether it was focused. */
function fakeForm(names: string[]) {
  const focused: string[] = [];
  const elements = new Map(
    names.map((name, index) => [
      name,
      {
        name,
        index,
        focus: () => focused.push(name),
        // 4 = DOCUMENT_POSITION_FOLLOWING: `other` comes after this one.
        compareDocumentPosition(other: { index: number }) {
          return other.index > index ? 4 : 2;
        },
      },
    ]),
  );
  const form = {
    querySelector: (selector: string) => elements.get(/\[name="(.+)"\]/.exec(selector)?.[1] ?? '') ?? null,
  } as unknown as HTMLFormElement;
  return { form, focused };
}

function fakeRhf(values: Record<string, unknown>) {
  return { setError: vi.fn(), getValues: vi.fn(() => values), setFocus: vi.fn() } as never as {
    setError: ReturnType<typeof vi.fn>;
    getValues: () => Record<string, unknown>;
    setFocus: ReturnType<typeof vi.fn>;
  };
}

describe('serverFormErrors', () => {
  it('keeps the field errors of known fields and drops a banner that only repeats one', () => {
    expect(serverFormErrors(duplicate, duplicate.message, ['email', 'password'])).toEqual({
      fields: { email: 'An account with this email already exists.' },
      banner: null,
    });
  });

  it('puts errors of fields the form does not have into the banner', () => {
    const error = new ApiError(400, 'Validation failed', 'VALIDATION', { weird: 'Weird is wrong' }, true);
    expect(serverFormErrors(error, error.message, ['email'])).toEqual({
      fields: {},
      banner: 'Validation failed Weird is wrong',
    });
  });

  it('keeps a banner that says more than the field (the sign-up catalogue text)', () => {
    const text = 'An account with this email already exists. Please log in or use a different email.';
    expect(serverFormErrors(duplicate, text, ['email'])).toEqual({
      fields: { email: 'An account with this email already exists.' },
      banner: text,
    });
  });
});

describe('applyServerErrors', () => {
  it('sets each field error and focuses the first bad field in page order', () => {
    const error = new ApiError(
      400,
      'Please fix the errors below and try again.',
      'VALIDATION',
      { password: 'Password must be at least 6 characters', email: 'Please enter a valid email address' },
      true,
    );
    const rhf = fakeRhf({ email: '', password: '' });
    const { form, focused } = fakeForm(['email', 'password']);
    const banner = applyServerErrors(rhf as never, error, error.message, form);
    expect(rhf.setError).toHaveBeenCalledWith('password', {
      type: 'server',
      message: 'Password must be at least 6 characters',
    });
    expect(rhf.setError).toHaveBeenCalledWith('email', {
      type: 'server',
      message: 'Please enter a valid email address',
    });
    expect(focused).toEqual(['email']);
    expect(banner).toBe('Please fix the errors below and try again.');
  });

  it('falls back to react-hook-form focus when the field has no element', () => {
    const rhf = fakeRhf({ email: '' });
    expect(applyServerErrors(rhf as never, duplicate, duplicate.message)).toBeNull();
    expect(rhf.setFocus).toHaveBeenCalledWith('email');
  });

  it('leaves the fields alone for an error without field errors', () => {
    const rhf = fakeRhf({ content: '' });
    expect(
      applyServerErrors(rhf as never, new ApiError(500, 'Server is down', 'X', undefined, true), 'Server is down'),
    ).toBe('Server is down');
    expect(rhf.setError).not.toHaveBeenCalled();
    expect(rhf.setFocus).not.toHaveBeenCalled();
  });
});
