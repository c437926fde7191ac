import { z } from 'zod';
import { successEnvelope } from './envelope.js';
import { Limits } from './limits.js';
import { userSelfSchema } from './users.js';
import { singleLine } from './text.js';

/** Validation messages of product-spec.md §5, word for word: the web forms and the API share them. */
export const AuthMessages = {
  firstNameRequired: 'First name is required',
  firstNameShort: 'First name must be at least 2 characters',
  lastNameRequired: 'Last name is required',
  lastNameShort: 'Last name must be at least 2 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordShort: 'Password must be at least 6 characters',
  passwordCommon: 'This password is too common. Please choose another.',
  confirmRequired: 'Please confirm your password',
  confirmMismatch: 'Passwords do not match',
  businessNameRequired: 'Business name is required',
  businessNameShort: 'Business name must be at least 2 characters',
  referralInvalid: 'Referral code must be exactly 7 letters or numbers',
  referralUnknown: 'This referral code is not valid.',
  otpInvalidFormat: 'Please enter a valid 6-digit OTP',
  otpRequired: 'OTP is required',
  newPasswordRequired: 'New password is required',
  emailExists: 'An account with this email already exists.',
  invalidCredentials: 'Invalid email or password',
  emailNotVerified: 'Please verify your email before logging in. We can send you a new code.',
  otpWrong: 'Invalid OTP. Please check and try again.',
  otpExpired: 'OTP has expired. Please request a new one.',
  otpBurnt: 'Too many wrong attempts. Please request a new code.',
  otpCooldown: 'Too many requests. Please wait before requesting another OTP.',
  otpSent: 'OTP sent successfully',
  registered: 'Account created. We sent a verification code to your email.',
  verified: 'Account verified successfully. You can now log in.',
  loggedIn: 'Login successful',
  loggedOut: 'Logged out successfully',
  passwordReset: 'Password reset successfully',
  resetCodeInvalid: 'Invalid or expired OTP. Please request a new one.',
  tooManyAttempts: 'Too many attempts. Please wait and try again.',
  mailFailed: 'We could not send the email right now. Please try again later.',
} as const;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const REFERRAL_PATTERN = new RegExp(`^[A-Za-z0-9]{${Limits.referralCodeLength}}$`);

export const accountTypeSchema = z.enum(['user', 'organization']);
export type AccountType = z.infer<typeof accountTypeSchema>;

/** Trimmed, lower-cased e-mail: 'Email is required' when empty, the spec's message when malformed. */
export const emailSchema = z
  .string({ error: AuthMessages.emailRequired })
  .trim()
  .min(1, AuthMessages.emailRequired)
  .regex(EMAIL_PATTERN, AuthMessages.emailInvalid)
  .max(254, AuthMessages.emailInvalid)
  .transform((value) => value.toLowerCase());

function nameSchema(required: string, short: string) {
  return singleLine(z.string({ error: required }).trim().min(1, required).min(Limits.nameMinLength, short).max(100));
}

/** First and last name rules of sign-up (spec §5), shared by the profile editor. */
export const firstNameSchema = nameSchema(AuthMessages.firstNameRequired, AuthMessages.firstNameShort);
export const lastNameSchema = nameSchema(AuthMessages.lastNameRequired, AuthMessages.lastNameShort);

export const passwordSchema = z
  .string({ error: AuthMessages.passwordRequired })
  .min(1, AuthMessages.passwordRequired)
  .min(Limits.passwordMinLength, AuthMessages.passwordShort)
  .max(256);

/** Optional referral code: blank means none; otherwise exactly 7 letters or digits, upper-cased. */
export const referralCodeInputSchema = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine((value) => value === undefined || REFERRAL_PATTERN.test(value), AuthMessages.referralInvalid)
  .transform((value) => value?.toUpperCase());

const registerShape = {
  first_name: firstNameSchema,
  last_name: lastNameSchema,
  email: emailSchema,
  password: passwordSchema,
  account_type: accountTypeSchema.default('user'),
  referred_by: referralCodeInputSchema,
  business_name: singleLine(z.string().trim().max(200)).optional(),
};

/**
 * Organizations need a business name (spec §5). Object-level checks run even when other fields
 * failed (`when`), so a form shows every field's message at once; the value may then be partly
 * invalid, hence the defensive reads.
 */
const always = { when: () => true };

function businessNameIssue(value: unknown): string | undefined {
  const fields = (value ?? {}) as { account_type?: unknown; business_name?: unknown };
  if (fields.account_type !== 'organization') return undefined;
  const name = typeof fields.business_name === 'string' ? fields.business_name.trim() : '';
  if (!name) return AuthMessages.businessNameRequired;
  if (name.length < Limits.nameMinLength) return AuthMessages.businessNameShort;
  return undefined;
}

function withBusinessName<T extends z.ZodType>(schema: T) {
  return schema
    .refine((value) => businessNameIssue(value) !== AuthMessages.businessNameRequired, {
      path: ['business_name'],
      message: AuthMessages.businessNameRequired,
      ...always,
    })
    .refine((value) => businessNameIssue(value) !== AuthMessages.businessNameShort, {
      path: ['business_name'],
      message: AuthMessages.businessNameShort,
      ...always,
    });
}

/** POST /auth/register body. */
export const registerBodySchema = withBusinessName(z.object(registerShape));
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** The sign-up form: the register body plus the confirmation field. */
export const signupFormSchema = withBusinessName(
  z.object({
    ...registerShape,
    confirm_password: z.string().min(1, AuthMessages.confirmRequired),
  }),
).refine(
  (value) => {
    const fields = value as { password?: unknown; confirm_password?: unknown };
    return !fields.confirm_password || fields.password === fields.confirm_password;
  },
  { path: ['confirm_password'], message: AuthMessages.confirmMismatch, ...always },
);
export type SignupForm = z.input<typeof signupFormSchema>;

export const otpSchema = z
  .string({ error: AuthMessages.otpInvalidFormat })
  .trim()
  .regex(new RegExp(`^\\d{${Limits.otpLength}}$`), AuthMessages.otpInvalidFormat);

/** POST /auth/verify-otp: the e-mail is optional because spec-built clients send only the code. */
export const verifyOtpBodySchema = z.object({
  otp: otpSchema,
  account_type: accountTypeSchema.optional(),
  email: emailSchema.optional(),
});
export type VerifyOtpBody = z.infer<typeof verifyOtpBodySchema>;

/** PATCH /auth/send-otp (resend the verification code). */
export const sendOtpBodySchema = z.object({ email: emailSchema, account_type: accountTypeSchema.optional() });

/** POST /auth/login. */
export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string({ error: AuthMessages.passwordRequired }).min(1, AuthMessages.passwordRequired).max(256),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** PATCH /auth/forgot-password. */
export const forgotPasswordBodySchema = z.object({ email: emailSchema });

/** PATCH /auth/reset-password, with the client-side check order of spec §5 (OTP, then password). */
export const resetPasswordBodySchema = z.object({
  otp: z
    .string({ error: AuthMessages.otpRequired })
    .trim()
    .min(1, AuthMessages.otpRequired)
    .regex(new RegExp(`^\\d{${Limits.otpLength}}$`), AuthMessages.otpInvalidFormat),
  password: z
    .string({ error: AuthMessages.newPasswordRequired })
    .min(1, AuthMessages.newPasswordRequired)
    .min(Limits.passwordMinLength, AuthMessages.passwordShort)
    .max(256),
  account_type: accountTypeSchema.optional(),
  email: emailSchema.optional(),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** Responses whose `data` carries nothing a client needs. */
export const emptySuccessSchema = successEnvelope(z.object({}).loose());

export const registerResponseSchema = successEnvelope(z.object({ email: z.string(), account_type: accountTypeSchema }));

export const loginUserSchema = userSelfSchema.extend({ user_type: accountTypeSchema });
export const loginResponseSchema = successEnvelope(z.object({ token: z.string(), user: loginUserSchema }));
export type LoginResponse = z.infer<typeof loginResponseSchema>;
