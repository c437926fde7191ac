import { z } from 'zod';

/** Paging metadata on every list (docs/api.md, Envelope): snake_case, with camelCase copies for spec clients. */
export const pageMetadataSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
  has_more: z.boolean(),
  totalPages: z.number().int(),
  hasMore: z.boolean(),
});
export type PageMetadata = z.infer<typeof pageMetadataSchema>;

/** Builds the metadata block for a page of a list whose total size is known. */
export function pageMetadata(page: number, limit: number, total: number): PageMetadata {
  const totalPages = Math.max(1, Math.ceil(total / limit));
  const hasMore = page * limit < total;
  return {
    page,
    limit,
    total,
    total_pages: totalPages,
    has_more: hasMore,
    totalPages,
    hasMore,
  };
}

/** `{ status: "success", message, data }` around a payload. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.literal('success'),
    message: z.string(),
    data,
  });
}

/** A success envelope for lists: `data` is the page, `metadata` describes it. */
export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({
    status: z.literal('success'),
    message: z.string(),
    data: z.array(item),
    metadata: pageMetadataSchema,
  });
}

export const errorEnvelopeSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export type SuccessEnvelope<T> = { status: 'success'; message: string; data: T };
export type ListEnvelope<T> = SuccessEnvelope<T[]> & { metadata: PageMetadata };

/** Standard paging query: page from 1, limit capped by the caller's maximum. */
export function pagingQuery(defaultLimit: number, maxLimit: number) {
  return z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .default(defaultLimit)
      .transform((value) => Math.min(value, maxLimit)),
  });
}
