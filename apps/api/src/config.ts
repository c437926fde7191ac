import path from 'node:path';
import { z } from 'zod';
import { ImageUpload, Limits, PRODUCT_NAME, SOURCE_LOCALE, SUPPORTED_LOCALES } from '@ourhood/contract';
import { REPO_ROOT } from './paths.js';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

/**
 * Every setting the server reads from its environment, with its default. Later features add
 * their settings here so that one place documents them all (README "Configuration" mirrors it).
 */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /**
   * Connections to PostgreSQL per process (issue 40): a write holds one across its transaction's
   * round trips, so a busy neighbourhood's writes in flight must not take every one from the reads.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(20),
  /** Schema to use inside DATABASE_URL's database; tests use one per file. */
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/, 'must be a plain lower-case identifier')
    .optional(),
  /** The site's public address (e-mails, invite links); defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The IANA time zone of events whose organizer's browser did not send one (decision 0019). */
  DEFAULT_TIME_ZONE: z
    .string()
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as Europe/London')
    .default('UTC'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default(`${PRODUCT_NAME} <no-reply@localhost>`),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PRODUCT_NAME: z.string().min(1).default(PRODUCT_NAME),
  /**
   * The language of what the server writes to someone whose account has no saved language
   * (e-mails, push; issue 41): a neighbourhood that speaks one language sets it once.
   */
  DEFAULT_LOCALE: z.enum(SUPPORTED_LOCALES).default(SOURCE_LOCALE),
  /** Comma-separated origins allowed by CORS; empty means CORS is off (same-origin only). */
  CORS_ORIGINS: commaList.default([]),
  /** Trust X-Forwarded-* headers (set when running behind a reverse proxy). */
  TRUST_PROXY: booleanFlag.default(false),
  /** Seed the demo neighbourhood on first start when the database is empty. */
  SEED_DEMO: booleanFlag.default(true),
  /** Where the built web app lives, relative to the repository's root; served when the folder exists. */
  WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
  /** Where uploaded media is stored; defaults to DATA_DIR/media. */
  MEDIA_DIR: z.string().min(1).optional(),
  /** `local` (MEDIA_DIR, the default) or `s3`: any S3-compatible bucket (decision 0022). */
  MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
  /** The S3 service's address; empty for AWS S3 itself (the region picks the endpoint). */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Path-style addressing (`endpoint/bucket/key`), which MinIO, Garage and Ceph usually need. */
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  /**
   * How /media/ answers from a bucket: `proxy` streams the object through this server (the
   * default: one origin, same cache headers as the disk) or `redirect` to a short-lived signed URL.
   */
  S3_SERVE: z.enum(['proxy', 'redirect']).default('proxy'),
  /**
   * Serves Prometheus metrics at /metrics on the main port to requests bearing this token
   * (decision 0023); off without it (or use METRICS_PORT).
   */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Serves /metrics on this port of HOST as well (for a monitoring network); off when unset. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** A CDN or public bucket address media URLs point at instead of /media/ (ends with a slash). */
  MEDIA_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  /** Largest uploaded image in bytes (10 MiB, the web pickers' limit too). */
  UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(ImageUpload.maxBytes),
  /** Largest uploaded image in pixels (width × height, 40 megapixels), checked before decoding. */
  UPLOAD_MAX_PIXELS: z.coerce.number().int().positive().default(40_000_000),
  /** Most images attached to one post. */
  UPLOAD_MAX_FILES_PER_POST: z.coerce.number().int().positive().max(20).default(Limits.imagesPerPost),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /**
   * `problems` (default) logs failed and slow requests only (decision 0015: a line per request was
   * a measurable share of each request's cost); `all` adds one `info` line per request with its
   * route, status, duration and user id.
   */
  LOG_REQUESTS: z.enum(['all', 'problems']).default('problems'),
  /** Requests slower than this are logged (warn); 5xx answers always are (error). */
  SLOW_REQUEST_MS: z.coerce.number().int().positive().default(1000),
  /** Shed load (503 + Retry-After) while the event loop lags more than this; 0 turns it off. */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(2000),
  /**
   * API requests per minute per signed-in account (issue 39, decision 0067): counted by the
   * session's user, so people behind one address (an office, a carrier's NAT) have a budget each.
   */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /**
   * API requests per minute per client address without a valid session. High enough for a
   * carrier-grade NAT, where thousands of visitors share one address; one visitor is still capped.
   */
  VISITOR_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(3000),
  /**
   * Page documents (the web app's HTML) per minute per client address; a throttled one answers a
   * small HTML page. Static files and the service worker are never counted.
   */
  PAGE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(3000),
  /** Requests per minute per client address on each sign-up, login, code and password route. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /**
   * List the local mail outbox at /api/v1/dev/outbox. Default: on when SMTP_URL is unset and
   * NODE_ENV is not production, so a person can finish sign-up without a mail server.
   */
  MAIL_OUTBOX_PAGE: booleanFlag.optional(),
  /** Distinct neighbours whose reports hide an item automatically until a moderator reviews it. */
  /** How old an account must be to send urgent alerts (issue 17); e2e runs set 0. */
  ALERT_URGENT_MIN_ACCOUNT_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  /** How old an account must be to review organizations (issue 19); e2e runs set 0. */
  REVIEW_MIN_ACCOUNT_DAYS: z.coerce.number().int().min(0).max(365).default(3),
  /** Updates an organization may publish per 24 hours (issue 19). */
  ORGANIZATION_UPDATES_PER_DAY: z.coerce.number().int().min(1).max(100).default(3),
  /**
   * The report score at which an item is hidden before a moderator reviews it (issue 39): each
   * report counts by its reporter's trust level and accuracy (a basic account's first report: 1);
   * new accounts' reports together count at most TRUST_NEW_REPORTS_CAP.
   */
  MODERATION_AUTO_HIDE_REPORTS: z.coerce.number().int().min(1).max(1000).default(3),
  /** Trust levels (issue 39, decision 0068): days before an account is no longer new (level 0). */
  TRUST_NEW_ACCOUNT_DAYS: z.coerce.number().int().min(0).max(365).default(2),
  /** Days, and distinct people who reacted to its posts or comments, for level 2 (member). */
  TRUST_MEMBER_DAYS: z.coerce.number().int().min(0).max(3650).default(14),
  TRUST_MEMBER_WELL_RECEIVED: z.coerce.number().int().min(0).max(1000).default(3),
  /** What a new account (level 0) may send to people who do not follow it. */
  TRUST_NEW_MESSAGE_REQUESTS_PER_DAY: z.coerce.number().int().min(0).max(1000).default(3),
  TRUST_NEW_INTERESTS_PER_DAY: z.coerce.number().int().min(0).max(1000).default(5),
  TRUST_NEW_MENTIONS_PER_POST: z.coerce.number().int().min(0).max(100).default(2),
  TRUST_NEW_LINKS_PER_POST: z.coerce.number().int().min(0).max(100).default(1),
  /** E-mails one person gets a day at most about others' doings (codes, digests and urgent alerts aside). */
  MAIL_PER_PERSON_PER_DAY: z.coerce.number().int().min(1).max(1000).default(20),
  /** All new accounts' reports of one item together count at most this much. */
  TRUST_NEW_REPORTS_CAP: z.coerce.number().min(0).max(100).default(1),
  /**
   * Web Push (decision 0027): the VAPID contact (an https: or mailto: URL; default: PUBLIC_URL when
   * it is https, else mailto: the MAIL_FROM address) and extra push-service hosts subscriptions may
   * point at (comma-separated; http allowed for these only: tests, a self-hosted push service).
   */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(https:\/\/|mailto:)/, 'must be an https: or mailto: URL')
    .optional(),
  PUSH_EXTRA_HOSTS: z.string().default(''),
  /**
   * Sign-in through the community's OpenID Connect provider (issue 42, decision 0074): all four, or
   * none (no social sign-in at all). The redirect URI to register at the provider is
   * `<PUBLIC_URL>/api/v1/auth/oidc/callback`. OIDC_NAME is the button's label ("Continue with …").
   */
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  OIDC_CLIENT_ID: z.string().trim().min(1).max(500).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).max(2000).optional(),
  OIDC_NAME: z.string().trim().min(1).max(60).optional(),
  /** The marketplace's currency (ISO 4217, e.g. EUR, GBP, NGN); prices are stored in its minor units. */
  CURRENCY: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(
      z.string().refine((code) => {
        if (!/^[A-Z]{3}$/.test(code)) return false;
        try {
          new Intl.NumberFormat('en', { style: 'currency', currency: code });
          return true;
        } catch {
          return false;
        }
      }, 'must be an ISO 4217 currency code such as USD or EUR'),
    )
    .default('USD'),
  /**
   * The map's tiles (issue 44, decision 0078): an XYZ template ({z}/{x}/{y}, optional {s} and {r}),
   * absolute (https://…; its origin joins the CSP's img-src) or same-origin ('/tiles/{z}/{x}/{y}.png').
   * OpenStreetMap's own servers by default: read their tile usage policy (docs/deploy.md) first.
   */
  MAP_TILE_URL: z
    .string()
    .trim()
    .max(500)
    .refine(isTileTemplate, 'must be an http(s) URL or a path starting with / holding {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** Shown on every map, as the tile provider requires; MAP_ATTRIBUTION_URL is where it links ('none': no link). */
  MAP_ATTRIBUTION: z.string().trim().min(1).max(300).default('© OpenStreetMap contributors'),
  MAP_ATTRIBUTION_URL: z
    .union([z.url({ protocol: /^https?$/ }), z.literal('none')])
    .default('https://www.openstreetmap.org/copyright'),
});

/** The template with sample values, so the URL parser can read it ({s} becomes a host label). */
function sampleTileUrl(template: string): string {
  return template.replace(/\{s\}/g, 'a').replace(/\{[zxyr]\}/g, '0');
}

function isTileTemplate(template: string): boolean {
  if (!['{z}', '{x}', '{y}'].every((part) => template.includes(part))) return false;
  if (template.startsWith('/') && !template.startsWith('//')) return true;
  try {
    const url = new URL(sampleTileUrl(template));
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * The origin the map's tiles load from, for the CSP's img-src: null for a same-origin template; a
 * wildcard label for a template with {s} subdomains ('https://*.tile.example.com').
 */
export function mapTileOrigin(template: string): string | null {
  if (template.startsWith('/') && !template.startsWith('//')) return null;
  const url = new URL(sampleTileUrl(template));
  const hostTemplate = template.slice(url.protocol.length + 2).split(/[/?#]/)[0] ?? '';
  if (!hostTemplate.includes('{s}')) return url.origin;
  return `${url.protocol}//${hostTemplate.replace(/\{s\}/g, '*').replace(/^.*\*/, '*')}`;
}

export type RawConfig = z.infer<typeof configSchema>;
export type Config = Omit<RawConfig, 'PUBLIC_URL'> & {
  PUBLIC_URL: string;
  mediaDir: string;
  dataDir: string;
  /** WEB_DIST_DIR made absolute (relative paths start at the repository's root, not the cwd). */
  webDistDir: string;
};

export class ConfigError extends Error {}

/** Settings that only make sense together; named so the operator sees every gap at once. */
function crossFieldProblems(raw: RawConfig): string[] {
  const problems: string[] = [];
  if (raw.MEDIA_STORAGE === 's3') {
    if (!raw.S3_BUCKET) problems.push('  S3_BUCKET: required when MEDIA_STORAGE=s3');
    if (Boolean(raw.S3_ACCESS_KEY_ID) !== Boolean(raw.S3_SECRET_ACCESS_KEY)) {
      problems.push(
        '  S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: set both, or neither to use the default AWS credentials',
      );
    }
  }
  if (raw.MEDIA_PUBLIC_URL && !raw.MEDIA_PUBLIC_URL.endsWith('/')) {
    problems.push('  MEDIA_PUBLIC_URL: must end with a slash');
  }
  const oidc = [raw.OIDC_ISSUER, raw.OIDC_CLIENT_ID, raw.OIDC_CLIENT_SECRET, raw.OIDC_NAME];
  if (oidc.some(Boolean) && !oidc.every(Boolean)) {
    problems.push(
      '  OIDC_ISSUER / OIDC_CLIENT_ID / OIDC_CLIENT_SECRET / OIDC_NAME: set all four to offer sign-in with the provider, or none',
    );
  }
  return problems;
}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  const crossField = crossFieldProblems(parsed.data);
  if (crossField.length > 0) throw new ConfigError(`Invalid configuration:\n${crossField.join('\n')}`);
  return resolveConfig(parsed.data);
}

/** Fills the derived paths; tests use it to build a config from a partial object. */
export function resolveConfig(raw: RawConfig): Config {
  const dataDir = path.resolve(raw.DATA_DIR);
  return {
    ...raw,
    // Invite links and e-mails must point at the port the server really listens on.
    PUBLIC_URL: raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`,
    dataDir,
    mediaDir: path.resolve(raw.MEDIA_DIR ?? path.join(dataDir, 'media')),
    webDistDir: path.resolve(REPO_ROOT, raw.WEB_DIST_DIR),
  };
}

/** A full config from defaults plus overrides, for tests and scripts. */
export function configFrom(overrides: Partial<Record<keyof RawConfig, string>>): Config {
  return loadConfig({ ...overrides });
}
