import path from 'node:path';
import { z } from 'zod';
import { type BackupSchedule, parseBackupSchedule } from './backup-schedule.js';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.js';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { error: 'must be true or false' })
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** Every variable Refocus reads, with its default. `.env.example` mirrors this list. */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^(postgres|postgresql):\/\//, { error: 'must start with postgres:// or postgresql://' })
      .optional(),
  ),
  PUBLIC_URL: optionalText.pipe(z.url({ error: 'must be an absolute URL' }).optional()),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ error: 'must be a comma-separated list of origins' }))),
  TOKEN_SECRET: optionalText.pipe(z.string().min(32, { error: 'must be at least 32 characters' }).optional()),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  OIDC_ISSUER: z.url({ error: 'must be an absolute URL' }).default('https://accounts.google.com'),
  /** Outgoing mail: `smtp://user:pass@host:587` or `smtps://…`; unset: `.eml` files in DATA_DIR/outbox. */
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, { error: 'must start with smtp:// or smtps://' })
      .optional(),
  ),
  /** The sender of outgoing mail, e.g. `Refocus <no-reply@example.com>`; needed with SMTP_URL. */
  MAIL_FROM: optionalText,
  /** The shop's name in messages. */
  SHOP_NAME: optionalText.pipe(z.string().max(80).default('Refocus')),
  /**
   * The shop's IANA time zone (`Europe/Warsaw`): meeting times are proposed and shown in it
   * (issue 45). Unset: the machine's own.
   */
  SHOP_TIME_ZONE: optionalText.pipe(
    z
      .string()
      .refine(isTimeZone, { error: 'must be an IANA time zone such as Europe/Berlin or America/Chicago' })
      .optional(),
  ),
  /**
   * The shop's currency (ISO 4217, e.g. `EUR`): every price on screens, in e-mails and in the
   * price inputs is in it (issue 47). Amounts are stored as numbers; this only names their unit.
   */
  CURRENCY: optionalText.pipe(
    z
      .string()
      .refine(isCurrency, { error: 'must be an ISO 4217 currency code such as USD, EUR or PLN' })
      .default('USD'),
  ),
  /** How long a claimed job is its worker's before another may take it over (the first one died). */
  JOB_LEASE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  /** How often the job worker looks for due jobs (a mail waits up to this long to be sent). */
  JOB_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  /** How often saved searches are matched against new listings and instant alerts sent (decision 035). */
  SAVED_SEARCH_ALERT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  ADMIN_EMAIL: optionalText.pipe(z.email({ error: 'must be an email address' }).optional()),
  ADMIN_PASSWORD: optionalText,
  /** Unset: demo data only on the default embedded SQLite database without an https PUBLIC_URL. */
  SEED_DEMO: optionalText.pipe(booleanFlag.optional()),
  /** Public catalogue reads that miss the page cache, per client address per minute. */
  CATALOGUE_MISSES_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  /** Catalogue misses worked on at once (decision 042); unset: the read workers (SQLite), or up to 4 of the pool (PostgreSQL). */
  CATALOGUE_MISS_CONCURRENCY: z.coerce.number().int().min(1).max(1000).optional(),
  /** After SIGTERM, how long /api/ready answers 503 before the server stops accepting. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(5000),
  /** Request log lines: `pretty` for people, `json` for machines; default by whether stdout is a terminal. */
  LOG_FORMAT: optionalText.pipe(z.enum(['json', 'pretty']).optional()),
  /** Sign-ups allowed from one client address per 10 minutes. */
  SIGNUPS_PER_10_MINUTES: z.coerce.number().int().min(1).default(30),
  /** Which proxies may name the client in X-Forwarded-For (see trust-proxy.ts). */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const parsed = parseTrustProxy(raw);
      if ('problem' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.problem });
        return z.NEVER;
      }
      return parsed.value;
    }),
  /** Per-seller limits against filling the disk (README "Upload and listing limits"). */
  UPLOADS_PER_HOUR: z.coerce.number().int().min(1).default(60),
  UPLOADS_PER_DAY: z.coerce.number().int().min(1).default(200),
  UPLOAD_MB_PER_DAY: z.coerce.number().int().min(1).default(500),
  LISTINGS_PER_DAY: z.coerce.number().int().min(1).default(50),
  /** Uploaded photos no listing uses are deleted after this many hours, checked every IMAGE_CLEANUP_MINUTES (0: off). */
  UNATTACHED_IMAGE_GRACE_HOURS: z.coerce.number().min(0).default(24),
  IMAGE_CLEANUP_MINUTES: z.coerce.number().min(0).default(60),
  /** Images re-encoded at once, and uploads allowed to wait for a turn before 503. */
  IMAGE_WORKERS: z.coerce.number().int().min(1).max(16).default(1),
  IMAGE_QUEUE_MAX: z.coerce.number().int().min(0).default(8),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built web app lives; the default is the workspace's build output. */
  WEB_DIST_DIR: optionalText,
  /** SQLite: worker threads answering read queries off the event loop (0 = on the main thread). */
  SQLITE_READ_WORKERS: z.coerce.number().int().min(0).max(16).default(2),
  /** Reads waiting for a worker (SQLite) or a connection (PostgreSQL) before new ones get 503. */
  DATABASE_QUEUE_LIMIT: z.coerce.number().int().min(1).default(256),
  /** PostgreSQL: connections per instance. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  /** PostgreSQL: a statement running longer is cancelled and the request answers 503. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(5000),
  /** Event-loop delay (mean over a second) above which requests get 503 with Retry-After; 0 = off. */
  OVERLOAD_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  /** Shared state for several instances: rate limits, catalogue version, live events (decision 018). */
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, { error: 'must start with redis:// or rediss://' })
      .optional(),
  ),
  /** Live events (`GET /api/events`): streams one user may hold open per instance, heartbeat and longest life. */
  EVENT_STREAMS_PER_USER: z.coerce.number().int().min(1).max(100).default(20),
  EVENT_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(300).default(25),
  EVENT_STREAM_MAX_MINUTES: z.coerce.number().min(0.05).max(1440).default(15),
  /**
   * Against slow clients (issue 41 item 13): all of a request's headers within the first, the
   * whole request within the second, counted from its first byte; past either it is answered
   * 408 and the connection closed.
   */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** Messages (text or photo) one person may send per minute and per day (issue 41 item 4). */
  MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  MESSAGES_PER_DAY: z.coerce.number().int().min(1).default(500),
  /** Put before every Redis key and channel, so several shops can share one Redis. */
  REDIS_KEY_PREFIX: z.string().default('refocus:'),
  /** Photos in S3-compatible storage instead of DATA_DIR/images (decision 019). */
  S3_BUCKET: optionalText,
  /** The store's URL for anything but AWS itself (MinIO, Garage, R2, …). */
  S3_ENDPOINT: optionalText.pipe(z.url({ error: 'must be an absolute URL' }).optional()),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** `bucket` in the path instead of the host name (most self-hosted stores need it). */
  S3_FORCE_PATH_STYLE: optionalText.pipe(booleanFlag.optional()),
  /** A folder inside the bucket for this shop's photos. */
  S3_PREFIX: z.string().default('images/'),
  /**
   * Scheduled backups (decision 063): `daily HH:MM` in the server's time zone, or `off`. One
   * instance takes each run; the newest BACKUP_KEEP archives are kept.
   */
  BACKUP_SCHEDULE: optionalText.transform((raw = 'daily 03:00', ctx) => {
    const parsed = parseBackupSchedule(raw);
    if ('problem' in parsed) {
      ctx.addIssue({ code: 'custom', message: parsed.problem });
      return z.NEVER;
    }
    return parsed.value;
  }),
  BACKUP_KEEP: z.coerce
    .number({ error: 'must be a whole number from 1 to 1000' })
    .int({ error: 'must be a whole number from 1 to 1000' })
    .min(1, { error: 'must be a whole number from 1 to 1000' })
    .max(1000, { error: 'must be a whole number from 1 to 1000' })
    .default(7),
  /** `GET /metrics` answers only with `Authorization: Bearer <METRICS_TOKEN>`; unset: no /metrics. */
  METRICS_TOKEN: optionalText.pipe(
    z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  ),
});

type Env = z.infer<typeof EnvSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  publicUrl: string | undefined;
  corsOrigins: string[];
  tokenSecret: string | undefined;
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  firstAdmin: { email: string; password: string } | undefined;
  shopName: string;
  /** IANA time zone of meeting times (issue 45). */
  shopTimeZone: string;
  /** ISO 4217 code of every price's currency (issue 47). */
  currency: string;
  mail: { smtpUrl: string | undefined; from: string };
  /** The durable job queue: a claimed job's lease (ms). */
  jobLeaseMs: number;
  /** The durable job queue: how often the worker looks for due jobs (ms). */
  jobPollMs: number;
  /** Saved-search alerts: the period of the matching run (ms). */
  savedSearchAlertMs: number;
  seedDemo: boolean;
  catalogueMissesPerMinute: number;
  /**
   * Catalogue misses worked on at once; the rest wait in arrival order (decision 042). On SQLite
   * as many as read workers, each of which runs one read at a time.
   */
  catalogueMissConcurrency: number;
  shutdownDrainMs: number;
  logFormat: 'json' | 'pretty';
  signupsPer10Minutes: number;
  trustProxy: TrustProxy;
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string;
  uploads: UploadLimits;
  /** How the database is driven: read workers, queue, pool size, statement timeout. */
  databaseTuning: DatabaseTuning;
  /** Load shedding: event-loop delay (ms) beyond which requests answer 503; 0 = off. */
  overloadEventLoopDelayMs: number;
  redis: { url: string; keyPrefix: string } | undefined;
  liveEvents: { maxStreamsPerUser: number; heartbeatMs: number; maxAgeMs: number };
  messageLimits: { perMinute: number; perDay: number };
  /** Slow clients: how long a request's headers, and the whole request, may take (ms). */
  httpTimeouts: { headersMs: number; requestMs: number };
  s3: S3Settings | undefined;
  metricsToken: string | undefined;
  /** Scheduled backups: when (undefined: off) and how many archives to keep. */
  backups: { schedule: BackupSchedule | undefined; keep: number };
}

export interface S3Settings {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  /** Unset: the AWS SDK's own chain (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  prefix: string;
}

export interface DatabaseTuning {
  sqliteReadWorkers: number;
  queueLimit: number;
  poolSize: number;
  statementTimeoutMs: number;
  /**
   * How long a request waits for a PostgreSQL connection, or a write for the SQLite writer,
   * before it answers 503. By default the larger of 5 s and `statementTimeoutMs`.
   */
  waitMs?: number;
}

export interface UploadLimits {
  perHour: number;
  perDay: number;
  bytesPerDay: number;
  listingsPerDay: number;
  /** Milliseconds before an unattached photo may be deleted. */
  unattachedGraceMs: number;
  /** Milliseconds between cleanups; 0 turns the cleanup off. */
  cleanupIntervalMs: number;
  workers: number;
  queueMax: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const defaultWebDist = path.resolve(import.meta.dirname, '../../web/dist');

/** Parses the environment once, failing with every bad key named. */
/**
 * The address the server says it serves when PUBLIC_URL is not set (`main` prints it; people
 * open it): `http://127.0.0.1:3000` by default, `localhost` when listening on every interface.
 * Links made without a request (the demo's saved searches) point there too (issue 42, item 10).
 */
export function servedOrigin(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
  }
  if (e.GOOGLE_CLIENT_ID && !e.PUBLIC_URL) {
    problems.push(
      'PUBLIC_URL: must be set when GOOGLE_CLIENT_ID is set (Google redirects to <PUBLIC_URL>/api/auth/google/callback)',
    );
  }
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  if (e.SMTP_URL && !e.MAIL_FROM) problems.push('MAIL_FROM: must be set when SMTP_URL is set');
  if (e.HTTP_HEADERS_TIMEOUT_MS > e.HTTP_REQUEST_TIMEOUT_MS) {
    problems.push(
      'HTTP_HEADERS_TIMEOUT_MS: must not be more than HTTP_REQUEST_TIMEOUT_MS (the headers are part of the request)',
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'sqlite', file: path.join(dataDir, 'refocus.sqlite') },
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    corsOrigins: e.CORS_ORIGINS.map((o) => new URL(o).origin),
    tokenSecret: e.TOKEN_SECRET,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.OIDC_ISSUER }
        : undefined,
    firstAdmin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    shopName: e.SHOP_NAME,
    shopTimeZone: e.SHOP_TIME_ZONE ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    currency: e.CURRENCY,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? `${e.SHOP_NAME} <no-reply@localhost>` },
    jobLeaseMs: e.JOB_LEASE_SECONDS * 1000,
    jobPollMs: e.JOB_POLL_MS,
    savedSearchAlertMs: e.SAVED_SEARCH_ALERT_SECONDS * 1000,
    seedDemo: e.SEED_DEMO ?? (!e.DATABASE_URL && !e.PUBLIC_URL?.startsWith('https://')),
    catalogueMissesPerMinute: e.CATALOGUE_MISSES_PER_MINUTE,
    catalogueMissConcurrency:
      e.CATALOGUE_MISS_CONCURRENCY ??
      // Beyond a few misses at once PostgreSQL gained nothing and health waited longer (decision 044).
      (e.DATABASE_URL ? Math.min(4, e.DATABASE_POOL_SIZE) : Math.max(2, e.SQLITE_READ_WORKERS)),
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    logFormat: e.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
    signupsPer10Minutes: e.SIGNUPS_PER_10_MINUTES,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : defaultWebDist,
    uploads: {
      perHour: e.UPLOADS_PER_HOUR,
      perDay: e.UPLOADS_PER_DAY,
      bytesPerDay: e.UPLOAD_MB_PER_DAY * 1024 * 1024,
      listingsPerDay: e.LISTINGS_PER_DAY,
      unattachedGraceMs: e.UNATTACHED_IMAGE_GRACE_HOURS * 3_600_000,
      cleanupIntervalMs: e.IMAGE_CLEANUP_MINUTES * 60_000,
      workers: e.IMAGE_WORKERS,
      queueMax: e.IMAGE_QUEUE_MAX,
    },
    databaseTuning: {
      sqliteReadWorkers: e.SQLITE_READ_WORKERS,
      queueLimit: e.DATABASE_QUEUE_LIMIT,
      poolSize: e.DATABASE_POOL_SIZE,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    },
    overloadEventLoopDelayMs: e.OVERLOAD_EVENT_LOOP_DELAY_MS,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    liveEvents: {
      maxStreamsPerUser: e.EVENT_STREAMS_PER_USER,
      heartbeatMs: e.EVENT_HEARTBEAT_SECONDS * 1000,
      maxAgeMs: Math.round(e.EVENT_STREAM_MAX_MINUTES * 60_000),
    },
    messageLimits: { perMinute: e.MESSAGES_PER_MINUTE, perDay: e.MESSAGES_PER_DAY },
    httpTimeouts: { headersMs: e.HTTP_HEADERS_TIMEOUT_MS, requestMs: e.HTTP_REQUEST_TIMEOUT_MS },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
          prefix: e.S3_PREFIX,
        }
      : undefined,
    metricsToken: e.METRICS_TOKEN,
    backups: { schedule: e.BACKUP_SCHEDULE, keep: e.BACKUP_KEEP },
  };
}

function isCurrency(code: string): boolean {
  return Intl.supportedValuesOf('currency').includes(code);
}

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
