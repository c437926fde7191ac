import type { AccountFilter, SeriesPeriod, SetRoleBody, UpdateInstanceBody } from '@ourhood/contract';
import { apiRoutes } from '@ourhood/contract/routes';
import { call } from '../api-client';

/** The accounts screen's search: text, a filter and a page. */
export interface AccountsSearch {
  q: string;
  filter: AccountFilter;
  page: number;
}

/** Query keys of administration (issue 43). */
export const adminKeys = {
  all: ['admin'] as const,
  instance: ['instance'] as const,
  stats: (days: number) => ['admin', 'stats', days] as const,
  accounts: (query: AccountsSearch) => ['admin', 'accounts', query] as const,
  account: (id: string) => ['admin', 'account', id] as const,
  awaiting: ['moderation', 'awaiting-accounts'] as const,
  auditLog: (page: number) => ['admin', 'audit-log', page] as const,
  mailFailures: ['admin', 'mail-failures'] as const,
  jobs: (state: 'queued' | 'failed') => ['admin', 'jobs', state] as const,
  storage: ['admin', 'storage'] as const,
};

/** Every administration call: the screens under /admin, and approvals for moderators. */
export const adminApi = {
  instance: (signal?: AbortSignal) => call(apiRoutes.getInstance, { signal }),
  updateInstance: (body: UpdateInstanceBody) => call(apiRoutes.updateInstance, { body }),
  uploadLogo: (file: File) => {
    const form = new FormData();
    form.append('logo', file);
    return call(apiRoutes.uploadInstanceLogo, { body: form });
  },
  removeLogo: () => call(apiRoutes.removeInstanceLogo),
  stats: (days: SeriesPeriod, signal?: AbortSignal) => call(apiRoutes.adminStats, { query: { days }, signal }),
  accounts: (query: AccountsSearch, signal?: AbortSignal) =>
    call(apiRoutes.adminAccounts, { query: { ...query, limit: 20 }, signal }),
  account: (id: string, signal?: AbortSignal) => call(apiRoutes.adminAccount, { params: { id }, signal }),
  setRole: (id: string, body: SetRoleBody) => call(apiRoutes.setAccountRole, { params: { id }, body }),
  signOut: (id: string, reason: string) => call(apiRoutes.signOutAccount, { params: { id }, body: { reason } }),
  remove: (id: string, reason: string) => call(apiRoutes.deleteAccountByAdmin, { params: { id }, body: { reason } }),
  awaiting: (signal?: AbortSignal) => call(apiRoutes.awaitingAccounts, { signal }),
  approve: (id: string) => call(apiRoutes.approveAccount, { params: { id }, body: {} }),
  reject: (id: string, reason: string) => call(apiRoutes.rejectAccount, { params: { id }, body: { reason } }),
  auditLog: (page: number, signal?: AbortSignal) => call(apiRoutes.auditLog, { query: { page, limit: 30 }, signal }),
  sendTestMail: () => call(apiRoutes.sendTestMail),
  mailFailures: (signal?: AbortSignal) => call(apiRoutes.mailFailures, { signal }),
  jobs: (state: 'queued' | 'failed', signal?: AbortSignal) => call(apiRoutes.adminJobs, { query: { state }, signal }),
  retryJob: (id: string) => call(apiRoutes.retryJob, { params: { id } }),
  storage: (signal?: AbortSignal) => call(apiRoutes.storageStats, { signal }),
};
