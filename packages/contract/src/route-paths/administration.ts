// Generated from route-table/administration.ts by `npm run routes`: do not edit.
import type * as declared from '../route-table/administration.js';
import type { RoutePath } from '../route-table/route-kit.js';

export const adminAccount: RoutePath<typeof declared.adminAccount> = { method: 'GET', path: '/admin/accounts/:id' };
export const adminAccounts: RoutePath<typeof declared.adminAccounts> = { method: 'GET', path: '/admin/accounts' };
export const adminJobs: RoutePath<typeof declared.adminJobs> = { method: 'GET', path: '/admin/jobs' };
export const adminStats: RoutePath<typeof declared.adminStats> = { method: 'GET', path: '/admin/stats' };
export const approveAccount: RoutePath<typeof declared.approveAccount> = {
  method: 'POST',
  path: '/moderation/accounts/:id/approve',
};
export const auditLog: RoutePath<typeof declared.auditLog> = { method: 'GET', path: '/admin/audit-log' };
export const awaitingAccounts: RoutePath<typeof declared.awaitingAccounts> = {
  method: 'GET',
  path: '/moderation/accounts/awaiting',
};
export const deleteAccountByAdmin: RoutePath<typeof declared.deleteAccountByAdmin> = {
  method: 'POST',
  path: '/admin/accounts/:id/delete',
};
export const getInstance: RoutePath<typeof declared.getInstance> = { method: 'GET', path: '/instance' };
export const mailFailures: RoutePath<typeof declared.mailFailures> = { method: 'GET', path: '/admin/mail/failures' };
export const rejectAccount: RoutePath<typeof declared.rejectAccount> = {
  method: 'POST',
  path: '/moderation/accounts/:id/reject',
};
export const removeInstanceLogo: RoutePath<typeof declared.removeInstanceLogo> = {
  method: 'DELETE',
  path: '/admin/instance/logo',
};
export const retryJob: RoutePath<typeof declared.retryJob> = { method: 'POST', path: '/admin/jobs/:id/retry' };
export const sendTestMail: RoutePath<typeof declared.sendTestMail> = { method: 'POST', path: '/admin/mail/test' };
export const setAccountRole: RoutePath<typeof declared.setAccountRole> = {
  method: 'POST',
  path: '/admin/accounts/:id/role',
};
export const signOutAccount: RoutePath<typeof declared.signOutAccount> = {
  method: 'POST',
  path: '/admin/accounts/:id/sign-out',
};
export const storageStats: RoutePath<typeof declared.storageStats> = { method: 'GET', path: '/admin/storage' };
export const updateInstance: RoutePath<typeof declared.updateInstance> = { method: 'PATCH', path: '/admin/instance' };
export const uploadInstanceLogo: RoutePath<typeof declared.uploadInstanceLogo> = {
  method: 'POST',
  path: '/admin/instance/logo',
};
