// Hostile values for the fuzz test: control characters, lone surrogates, huge strings and numbers,
// dates PostgreSQL refuses, and junk bearer tokens.
import fc from 'fast-check';

/** A well-formed id that names nothing. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const CONTROL = fc.integer({ min: 0, max: 31 }).map((code) => String.fromCharCode(code));
/** Dates JavaScript accepts and PostgreSQL does not (or not as meant), then odd but valid ones. */
export const BAD_DATES = [
  '-271821-04-20T00:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  '0000-01-01T00:00:00.000Z',
  '2024-02-30T00:00:00.000Z',
];
export const DATES = [
  ...BAD_DATES,
  '9999-12-31T23:59:59.999Z',
  '0001-01-01T00:00:00.000Z',
  '1970-01-01T00:00:00.000Z',
  'yesterday',
];
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\t\n',
    'a\u0000b',
    '\u0000',
    '\u0007bell',
    '\u001b[31m',
    'lone \ud800 surrogate',
    '\udfff',
    '😀🏳️‍🌈',
    '\u202eevil',
    // Line breaks one-line fields refuse (issue 39): CRLF with an injected calendar line, NEL, U+2028/2029.
    'Name\r\nATTENDEE:mailto:x@example.com',
    'a\nBEGIN:VEVENT',
    'a\u0085b',
    'a\u2028b',
    'a\u2029b',
    'tab\there',
    "'; DROP TABLE users; --",
    '%',
    '%00',
    '\\',
    '../../etc/passwd',
    '__proto__',
    'constructor',
    '1e309',
    '-1',
    '9'.repeat(40),
    'NaN',
    'Infinity',
    'null',
    'true',
    '{}',
    'not-a-uuid',
    UNKNOWN_ID,
    'ZZZZZZZZ-0000-4000-8000-000000000000',
    ...DATES,
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: fc.oneof(CONTROL, fc.constantFrom('a', 'é', '\ud800')), maxLength: 12 }),
  fc.constantFrom(1_000, 70_000).map((length) => 'x'.repeat(length)),
);
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.5, 1.5, -(2 ** 31), 2 ** 31, 2 ** 53 + 2, 2 ** 63, 1e21, 1e308, -1e308),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, Number.MAX_VALUE, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}, [null], { $gt: '' }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Authorization headers that are no session. */
export const junkToken = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{0,140}$/).map((t) => `Bearer ${t}`),
  fc.constantFrom('Basic Zm9vOmJhcg==', 'Bearer', 'bearer    ', `Bearer ${'a'.repeat(5000)}`),
);
