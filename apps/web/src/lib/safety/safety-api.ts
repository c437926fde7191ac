import type { CreateAppealBody, CreateReportBody, ModerationActionBody, SetTrustLevelBody } from '@ourhood/contract';
import { apiRoutes } from '@ourhood/contract/routes';
import { call } from '../api-client';
import { msg } from '@lingui/core/macro';
import { translatedLabels } from '../message-labels';

/** Query keys of moderation and blocks. */
export const safetyKeys = {
  queue: (sort: string) => ['moderation', 'queue', sort] as const,
  queueAll: ['moderation', 'queue'] as const,
  log: ['moderation', 'log'] as const,
  blocks: ['blocks'] as const,
  accounts: ['moderation', 'accounts'] as const,
};

/** Reporting, moderation, appeals, blocks and mutes (issue 17). */
export const safetyApi = {
  report: (body: CreateReportBody) => call(apiRoutes.createReport, { body }),
  queue: (sort: 'most_reported' | 'newest', signal?: AbortSignal) =>
    call(apiRoutes.moderationQueue, { query: { page: 1, limit: 50, sort }, signal }),
  act: (body: ModerationActionBody) => call(apiRoutes.moderationAction, { body }),
  appeal: (body: CreateAppealBody) => call(apiRoutes.createAppeal, { body }),
  log: (signal?: AbortSignal) => call(apiRoutes.moderationLog, { query: { page: 1, limit: 50 }, signal }),
  accounts: (signal?: AbortSignal) => call(apiRoutes.moderationAccounts, { signal }),
  setModerator: (email: string, moderator: boolean) => call(apiRoutes.setModerator, { body: { email, moderator } }),
  /** Keep an account at a level, or (null) let it be earned again (issue 39). */
  setTrustLevel: (id: string, body: SetTrustLevelBody) => call(apiRoutes.setTrustLevel, { params: { id }, body }),
  blocks: (signal?: AbortSignal) => call(apiRoutes.myBlocks, { signal }),
  block: (id: string) => call(apiRoutes.blockUser, { params: { id } }),
  unblock: (id: string) => call(apiRoutes.unblockUser, { params: { id } }),
  mute: (id: string) => call(apiRoutes.muteUser, { params: { id } }),
  unmute: (id: string) => call(apiRoutes.unmuteUser, { params: { id } }),
};

/** The report reasons' names, as messages. */
export const REASON_MESSAGE = {
  spam: msg`Spam`,
  harassment: msg`Harassment`,
  hate: msg`Hate`,
  violence: msg`Violence`,
  misinformation: msg`Misinformation`,
  scam: msg`Scam`,
  privacy: msg`Privacy`,
  other: msg`Other`,
};

/** The report reasons' names in the active language (read when shown). */
export const REASON_LABEL = translatedLabels(REASON_MESSAGE);
