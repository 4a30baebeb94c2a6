import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/** An IPv4/IPv6 address, or one with a /prefix length that fits it. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies may set X-Forwarded-For: none by default (the server listens directly, and a header
 * anyone can send must not pick the address the throttles count by); `true`, a hop count, or
 * comma-separated addresses and CIDR ranges for a deployment behind a proxy.
 */
const TrustProxy = z
  .string()
  .trim()
  .default('false')
  .transform((value, context): boolean | number | string[] => {
    if (value === '' || value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrRange)) return entries;
    context.addIssue({
      code: 'custom',
      message: 'TRUST_PROXY must be true, false, a hop count or comma-separated addresses/CIDR ranges',
    });
    return z.NEVER;
  });

/**
 * The trustProxy option Fastify takes. Fastify ignores a bare hop count (it cannot check who the
 * nearest peer is), so a count becomes "the nearest N hops are proxies": right only when the server
 * is reachable through those proxies alone, which is what setting a count declares.
 */
export function fastifyTrustProxy(
  trustProxy: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address, hop) => hop < trustProxy;
}

/**
 * apps/api/data, whichever folder a command runs from: `npm start`, `npm run restore` and
 * `npm run create-admin` must find the same school.
 */
const DEFAULT_DATA_DIR = resolve(import.meta.dirname, '../data');

/** Configuration read and validated in one place; nothing else touches process.env. */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DEMO: z.enum(['true', 'false', '1', '0', 'on', 'off', '']).optional(),
  SMTP_URL: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Sign-in attempts allowed per client address per minute (a whole school may share one address). */
  LOGIN_RATE_PER_MINUTE: z.coerce.number().int().positive().default(300),
  /**
   * Sign-ins one server checks at once; more wait outside (429, Retry-After) instead of queueing for
   * the password hash past a proxy's timeout. 16 per core: about a second and a half of work queued.
   */
  SIGN_INS_AT_ONCE: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000)
    .default(16 * availableParallelism()),
  DB_POOL_SIZE: z.coerce.number().int().positive().default(10),
  TRUST_PROXY: TrustProxy,
  /** The built web app to serve; tests point it at a private build. */
  WEB_DIST_DIR: z.string().optional(),
  /** Nightly backups: the server's local hour (0-23) they are made at, or `off`. */
  BACKUP_HOUR: z
    .string()
    .trim()
    .default('2')
    .refine(
      (value) => value === 'off' || /^([01]?\d|2[0-3])$/.test(value),
      'BACKUP_HOUR must be 0-23 or off',
    ),
  /** How many nightly archives are kept; older ones are deleted after a new one is made. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  BACKUP_DIR: z.string().optional(),
  /**
   * For tests and trials: seconds between a server's looks whether the nightly backup is due, the
   * first one included. Unset: the first look 10 minutes after a start, then every 30 s.
   */
  BACKUP_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).optional(),
  /** Bytes each person may hold in library uploads not yet added (finished or still coming): 2 GiB. */
  UPLOAD_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(2 * 1024 ** 3),
  /** Disk kept free beyond every unfinished upload's announced bytes, for the database and logs: 256 MiB. */
  UPLOAD_DISK_RESERVE_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(256 * 1024 ** 2),
  /**
   * The bearer token a metrics collector (Prometheus) sends to GET /metrics; unset, /metrics does
   * not exist. Metrics are never public.
   */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  demo: boolean;
  smtpUrl: string | undefined;
  publicUrl: string;
  jwtSecret: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  loginRatePerMinute: number;
  /** Sign-ins this server checks at once; the rest are asked to come back (429, Retry-After). */
  signInsAtOnce: number;
  dbPoolSize: number;
  /** Proxies whose X-Forwarded-For is believed (Fastify's trustProxy); false: the socket's address. */
  trustProxy: boolean | number | string[];
  /** Where the built web app lives; served on the same origin as the API. */
  webDistDir: string;
  /** Local hour of the nightly backup; null when nightly backups are off. */
  backupHour: number | null;
  backupKeep: number;
  /** Where nightly archives are written (DATA_DIR/backups unless set). */
  backupDir: string;
  /** Seconds between looks whether the nightly backup is due, the first included; null: the defaults. */
  backupCheckSeconds: number | null;
  /** Per person (admins too): bytes of library uploads not yet added, finished or announced. */
  uploadQuotaBytes: number;
  /** Free disk an upload announcement must leave, after every other unfinished upload's bytes. */
  uploadDiskReserveBytes: number;
  /** The bearer token of GET /metrics; null: no metrics. */
  metricsToken: string | null;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const values = parsed.data;
  const dataDir = values.DATA_DIR ? resolve(values.DATA_DIR) : DEFAULT_DATA_DIR;
  mkdirSync(dataDir, { recursive: true });
  const demoDefault = values.DATABASE_URL === undefined;
  const demo =
    values.DEMO === undefined || values.DEMO === '' ? demoDefault : ['true', '1', 'on'].includes(values.DEMO);
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    demo,
    smtpUrl: values.SMTP_URL || undefined,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    jwtSecret: values.JWT_SECRET ?? loadOrCreateSecret(dataDir),
    logLevel: values.LOG_LEVEL,
    loginRatePerMinute: values.LOGIN_RATE_PER_MINUTE,
    signInsAtOnce: values.SIGN_INS_AT_ONCE,
    dbPoolSize: values.DB_POOL_SIZE,
    trustProxy: values.TRUST_PROXY,
    webDistDir: values.WEB_DIST_DIR
      ? resolve(values.WEB_DIST_DIR)
      : resolve(import.meta.dirname, '../../web/dist'),
    backupHour: values.BACKUP_HOUR === 'off' ? null : Number(values.BACKUP_HOUR),
    backupKeep: values.BACKUP_KEEP,
    backupDir: values.BACKUP_DIR ? resolve(values.BACKUP_DIR) : join(dataDir, 'backups'),
    backupCheckSeconds: values.BACKUP_CHECK_SECONDS ?? null,
    uploadQuotaBytes: values.UPLOAD_QUOTA_BYTES,
    uploadDiskReserveBytes: values.UPLOAD_DISK_RESERVE_BYTES,
    metricsToken: values.METRICS_TOKEN ?? null,
  };
}

/** Secrets not given are generated once and kept in DATA_DIR, so sessions survive a restart. */
function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { jwtSecret?: string };
    if (stored.jwtSecret) return stored.jwtSecret;
  }
  const jwtSecret = randomBytes(48).toString('base64url');
  writeFileSync(file, JSON.stringify({ jwtSecret }, null, 2), { mode: 0o600 });
  return jwtSecret;
}
