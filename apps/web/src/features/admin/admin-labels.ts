import type { AccountFilter, AccountStatus, RegistrationMode, StaffRole } from '@ourhood/contract';
import { msg } from '@lingui/core/macro';
import { translatedLabels } from '../../lib/message-labels';

/** The names administration shows, as messages read in the active language when shown. */
export const ROLE_LABEL = translatedLabels<StaffRole>({
  member: msg`Member`,
  moderator: msg`Moderator`,
  admin: msg`Admin`,
});

export const STATUS_LABEL = translatedLabels<AccountStatus>({
  active: msg`Active`,
  unverified: msg`E-mail not verified`,
  awaiting_approval: msg`Awaiting approval`,
  suspended: msg`Suspended`,
  banned: msg`Banned`,
});

export const FILTER_LABEL = translatedLabels<AccountFilter>({
  all: msg`Everyone`,
  staff: msg`Moderators and admins`,
  awaiting_approval: msg`Awaiting approval`,
  suspended: msg`Suspended`,
  banned: msg`Banned`,
  organizations: msg`Organizations`,
});

export const REGISTRATION_LABEL = translatedLabels<RegistrationMode>({
  open: msg`Open: anyone can sign up`,
  invite: msg`By invitation: a referral code is required`,
  approval: msg`By approval: moderators approve each new account`,
  closed: msg`Closed: nobody can sign up`,
});

/** The audit log's actions: moderation actions and the other staff actions. */
export const ACTION_LABEL = translatedLabels<string>({
  dismiss: msg`Dismissed reports`,
  hide: msg`Hid`,
  restore: msg`Restored`,
  approve: msg`Approved`,
  suspend: msg`Suspended`,
  ban: msg`Banned`,
  'instance.update': msg`Changed the settings`,
  'account.role': msg`Changed a role`,
  'account.sign_out': msg`Signed out everywhere`,
  'account.delete': msg`Deleted an account`,
  'account.approve': msg`Approved a sign-up`,
  'account.reject': msg`Declined a sign-up`,
  'mail.test': msg`Sent a test e-mail`,
  'job.retry': msg`Retried a job`,
  'referral.issue': msg`Issued a referral code`,
  'referral.revoke': msg`Revoked a referral code`,
});
