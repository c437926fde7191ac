// The API's routes: Administration (issue 43, decision 0080; features/administration/).
import {
  adminAccountDetailResponseSchema,
  adminAccountParamsSchema,
  adminAccountResponseSchema,
  adminAccountsQuerySchema,
  adminAccountsResponseSchema,
  adminJobParamsSchema,
  adminJobResponseSchema,
  adminJobsQuerySchema,
  adminJobsResponseSchema,
  adminStatsResponseSchema,
  auditLogQuerySchema,
  auditLogResponseSchema,
  instanceResponseSchema,
  mailFailuresResponseSchema,
  seriesDaysQuerySchema,
  setRoleBodySchema,
  staffDoneResponseSchema,
  staffReasonBodySchema,
  storageStatsResponseSchema,
  testMailResponseSchema,
  updateInstanceBodySchema,
} from '../index.js';
import { route } from './route-kit.js';

/** Public: the instance's name, texts and sign-up policy. */
export const getInstance = route('GET', '/instance', { access: 'public', response: instanceResponseSchema });
export const updateInstance = route('PATCH', '/admin/instance', {
  access: 'admin',
  body: updateInstanceBodySchema,
  response: instanceResponseSchema,
});
/** The logo: multipart, one image in the file field `logo` (the image pipeline's limits). */
export const uploadInstanceLogo = route('POST', '/admin/instance/logo', {
  access: 'admin',
  body: 'multipart',
  response: instanceResponseSchema,
});
export const removeInstanceLogo = route('DELETE', '/admin/instance/logo', {
  access: 'admin',
  response: instanceResponseSchema,
});
export const adminStats = route('GET', '/admin/stats', {
  access: 'admin',
  query: seriesDaysQuerySchema,
  response: adminStatsResponseSchema,
});
export const adminAccounts = route('GET', '/admin/accounts', {
  access: 'admin',
  query: adminAccountsQuerySchema,
  response: adminAccountsResponseSchema,
});
export const adminAccount = route('GET', '/admin/accounts/:id', {
  access: 'admin',
  params: adminAccountParamsSchema,
  response: adminAccountDetailResponseSchema,
});
export const setAccountRole = route('POST', '/admin/accounts/:id/role', {
  access: 'admin',
  params: adminAccountParamsSchema,
  body: setRoleBodySchema,
  response: adminAccountResponseSchema,
});
export const signOutAccount = route('POST', '/admin/accounts/:id/sign-out', {
  access: 'admin',
  params: adminAccountParamsSchema,
  body: staffReasonBodySchema,
  response: staffDoneResponseSchema,
});
export const deleteAccountByAdmin = route('POST', '/admin/accounts/:id/delete', {
  access: 'admin',
  params: adminAccountParamsSchema,
  body: staffReasonBodySchema,
  response: staffDoneResponseSchema,
});
/** Moderators and admins: sign-ups waiting under the approval policy, oldest first. */
export const awaitingAccounts = route('GET', '/moderation/accounts/awaiting', {
  access: 'moderator',
  response: adminAccountsResponseSchema,
});
export const approveAccount = route('POST', '/moderation/accounts/:id/approve', {
  access: 'moderator',
  params: adminAccountParamsSchema,
  body: staffReasonBodySchema,
  response: adminAccountResponseSchema,
});
export const rejectAccount = route('POST', '/moderation/accounts/:id/reject', {
  access: 'moderator',
  params: adminAccountParamsSchema,
  body: staffReasonBodySchema,
  response: staffDoneResponseSchema,
});
export const auditLog = route('GET', '/admin/audit-log', {
  access: 'admin',
  query: auditLogQuerySchema,
  response: auditLogResponseSchema,
});
export const sendTestMail = route('POST', '/admin/mail/test', {
  access: 'admin',
  response: testMailResponseSchema,
});
export const mailFailures = route('GET', '/admin/mail/failures', {
  access: 'admin',
  response: mailFailuresResponseSchema,
});
export const adminJobs = route('GET', '/admin/jobs', {
  access: 'admin',
  query: adminJobsQuerySchema,
  response: adminJobsResponseSchema,
});
export const retryJob = route('POST', '/admin/jobs/:id/retry', {
  access: 'admin',
  params: adminJobParamsSchema,
  response: adminJobResponseSchema,
});
export const storageStats = route('GET', '/admin/storage', {
  access: 'admin',
  response: storageStatsResponseSchema,
});
