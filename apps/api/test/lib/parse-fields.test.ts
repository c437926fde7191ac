import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../src/lib/app-error.js';
import { parseFields } from '../../src/lib/parse-fields.js';

const schema = z.object({
  title: z.string().min(2, 'Title is too short'),
  price: z.coerce.number({ error: 'Price must be a number' }).min(0, 'Price cannot be negative'),
});
const fallback = { field: 'title', message: 'Title is required' };

function failure(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('parseFields', () => {
  it('returns the parsed fields', () => {
    expect(parseFields(schema, { title: 'Lamp', price: '3' }, { fallback })).toEqual({ title: 'Lamp', price: 3 });
  });

  it('names every failing field, the first issue as the message', () => {
    const error = failure(() => parseFields(schema, { title: 'x', price: '-1' }, { fallback }));
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe('Title is too short');
    expect(error.fieldErrors).toEqual({ title: 'Title is too short', price: 'Price cannot be negative' });
  });

  it('names only the first failing field when asked', () => {
    const error = failure(() => parseFields(schema, { title: 'x', price: '-1' }, { fallback, firstOnly: true }));
    expect(error.fieldErrors).toEqual({ title: 'Title is too short' });
  });

  it('puts an issue without a path on the fallback field', () => {
    const error = failure(() => parseFields(schema, 'not an object', { fallback }));
    expect(Object.keys(error.fieldErrors ?? {})).toEqual(['title']);
  });
});
