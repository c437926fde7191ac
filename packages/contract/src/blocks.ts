import { z } from 'zod';
import { successEnvelope } from './envelope.js';
import { authorSchema } from './posts.js';

/**
 * Blocking and muting (issue 17, decision 0020). Routes (under /api/v1, bearer auth):
 * - POST/DELETE /users/{id}/block   block (idempotent): neither side sees the other's content or
 *                                   profile (404 both ways), follows end, no follow, comment, lend
 *                                   or notification passes between them
 * - POST/DELETE /users/{id}/mute    mute (idempotent): their posts leave the muter's feed and search,
 *                                   their notifications the muter's; they are not told
 * - GET  /users/me/blocks           `{ blocked: [...], muted: [...] }`
 */
export const BlockMessages = {
  blocked: 'Account blocked',
  unblocked: 'Account unblocked',
  muted: 'Account muted',
  unmuted: 'Account unmuted',
  listLoaded: 'Blocked and muted accounts loaded',
  notYourself: 'You cannot block or mute yourself',
  userNotFound: 'User not found',
} as const;

export const blockEntrySchema = z.object({ user: authorSchema, since: z.string() });
export type BlockEntry = z.infer<typeof blockEntrySchema>;

export const blockStateSchema = z.object({
  user_id: z.string(),
  blocked: z.boolean(),
  muted: z.boolean(),
});
export type BlockState = z.infer<typeof blockStateSchema>;

export const blockListSchema = z.object({ blocked: z.array(blockEntrySchema), muted: z.array(blockEntrySchema) });
export type BlockList = z.infer<typeof blockListSchema>;

export const blockStateResponseSchema = successEnvelope(blockStateSchema);
export const blockListResponseSchema = successEnvelope(blockListSchema);
