// Reporting and moderation (issue 17, decision 0020), by concern: reports, actions (one function
// per action), the queue, the public log, appeals and the staff's accounts. The items themselves
// are the content kinds each feature declares (src/content-kinds.ts, decision 0046).
export type { ModerationDeps, ModerationOptions } from './moderation-deps.js';
export { createReport } from './reports-service.js';
export { takeAction } from './moderation-actions.js';
export { getQueue } from './queue-service.js';
export { getPublicLog } from './public-log-service.js';
export { appealAccountSanction, createAppeal } from './appeals-service.js';
export { listModerationAccounts, setModerator } from './moderation-accounts-service.js';
