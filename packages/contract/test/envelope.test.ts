import { describe, expect, it } from 'vitest';
import { pageMetadata, pagingQuery } from '../src/index.js';

describe('pageMetadata', () => {
  it('describes a middle page with both spellings', () => {
    expect(pageMetadata(2, 20, 45)).toEqual({
      page: 2,
      limit: 20,
      total: 45,
      total_pages: 3,
      has_more: true,
      totalPages: 3,
      hasMore: true,
    });
  });

  it('has no more on the last page and at least one page when empty', () => {
    expect(pageMetadata(3, 20, 45).has_more).toBe(false);
    expect(pageMetadata(1, 20, 0)).toMatchObject({ total_pages: 1, has_more: false });
  });
});

describe('pagingQuery', () => {
  const schema = pagingQuery(20, 50);

  it('defaults and coerces query strings', () => {
    expect(schema.parse({})).toEqual({ page: 1, limit: 20 });
    expect(schema.parse({ page: '3', limit: '10' })).toEqual({ page: 3, limit: 10 });
  });

  it('caps the limit and rejects nonsense', () => {
    expect(schema.parse({ limit: '500' }).limit).toBe(50);
    expect(schema.safeParse({ page: '0' }).success).toBe(false);
    expect(schema.safeParse({ limit: 'abc' }).success).toBe(false);
  });
});
