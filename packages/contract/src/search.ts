import { z } from 'zod';
import { pageMetadataSchema, successEnvelope } from './envelope.js';
import { Limits } from './limits.js';

/**
 * One search (issue 18). Routes (bearer auth):
 * - GET /search?q&type&page&limit  hits of one kind (`type`, default posts), newest or best first
 * - GET /search/suggest?q          the top few hits of every kind, for the top bar's typeahead
 * Privacy: never a private group's post, never a private group (or its events) one does not belong to, never an
 * e-mail address (people are found by name only, and hits carry no contact details).
 */
export const searchTypes = ['posts', 'people', 'organizations', 'rentals', 'groups', 'events'] as const;
export const searchTypeSchema = z.enum(searchTypes);
export type SearchType = z.infer<typeof searchTypeSchema>;

export const SearchMessages = {
  queryTooShort: 'Type at least 2 characters to search',
  resultsLoaded: 'Search results loaded',
} as const;

const searchQuery = z
  .string({ error: SearchMessages.queryTooShort })
  .trim()
  .min(2, SearchMessages.queryTooShort)
  .max(100);

export const searchQuerySchema = z.object({
  q: searchQuery,
  type: searchTypeSchema.default('posts'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(Limits.maxPageSize).default(Limits.feedPageSize),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchSuggestQuerySchema = z.object({ q: searchQuery });

/** One hit, the same shape for every kind: what to show and where it leads in the web app. */
export const searchHitSchema = z.object({
  type: searchTypeSchema,
  id: z.string(),
  title: z.string(),
  /** A second line: a post's author, a person's or organization's area, a group's visibility, an event's place. */
  subtitle: z.string().nullable(),
  image_url: z.string().nullable(),
  /** The web app's page for it, e.g. `/dashboard/post/{id}`. */
  path: z.string(),
  created_at: z.string(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

/** Hits per kind; `total` is capped at SEARCH_TOTAL_CAP like the feed's search. */
export const searchResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: z.array(searchHitSchema),
  metadata: pageMetadataSchema.extend({ type: searchTypeSchema }),
});

export const searchSuggestionsSchema = z.object({
  posts: z.array(searchHitSchema),
  people: z.array(searchHitSchema),
  organizations: z.array(searchHitSchema),
  rentals: z.array(searchHitSchema),
  groups: z.array(searchHitSchema),
  events: z.array(searchHitSchema),
});
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;
export const searchSuggestResponseSchema = successEnvelope(searchSuggestionsSchema);

/** Hits a suggestion list shows per kind. */
export const SEARCH_SUGGEST_PER_TYPE = 3;
/** A search's total stops counting here (the count is for paging, not a statistic). */
export const SEARCH_TOTAL_CAP = 1000;
