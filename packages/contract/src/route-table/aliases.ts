// Shapes the route table's entries share (types only).
import type { z } from 'zod';
import type {
  marketplaceIdParamsSchema,
  deletedResponseSchema,
  emptySuccessSchema,
  idParamsSchema,
  organizationPageQuerySchema,
  pagingQuery,
  rentalIdParamsSchema,
  successEnvelope,
  userIdParamsSchema,
} from '../index.js';

/** Server-side shapes the API builds inline from the contract's helpers (no new shapes here). */
export type SuccessEnvelopeOf<T extends z.ZodType> = ReturnType<typeof successEnvelope<T>>;
export type PagingQuery = ReturnType<typeof pagingQuery>;

export type Id = typeof idParamsSchema;
export type RentalId = typeof rentalIdParamsSchema;
export type MarketplaceId = typeof marketplaceIdParamsSchema;
export type UserId = typeof userIdParamsSchema;
export type Deleted = typeof deletedResponseSchema;
export type Empty = typeof emptySuccessSchema;
export type OrgPage = typeof organizationPageQuerySchema;
