/**
 * Configuration comes only from the environment and is validated once at boot: a bad value stops the
 * start with a message naming the variable, instead of failing later in a request.
 */
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_EQUIPMENT_RULES, equipmentRulesSchema } from './integrations/odoo/equipment-rules';
import type { OdooConfig } from './integrations/odoo/odoo-client';
import { decodeKey } from './lib/secret-box';
import { appRoot } from './paths';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const positiveInt = z.coerce.number().int().positive();

/** An absolute http(s) URL, kept without its trailing slash so paths can be appended. */
const baseUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
  .transform((value) => value.replace(/\/+$/, ''));

const email = z.email('must be an email address');

const DURATION_UNITS_MS: Record<string, number> = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };
/** A duration: a whole number and a unit (`90s`, `30m`, `6h`, `2d`), in milliseconds; `off` is null. */
const durationOrOff = z
  .string()
  .trim()
  .regex(/^(off|[1-9]\d{0,5}[smhd])$/, 'must be a duration such as 30m, 6h or 2d (or off)')
  .transform((value) =>
    value === 'off' ? null : Number(value.slice(0, -1)) * (DURATION_UNITS_MS[value.slice(-1)] ?? 0),
  );

/** A JSON value given in a variable, then checked by `schema`. */
const jsonOf = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .transform((value, ctx) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be valid JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);

/** A domain name ("acme.fr"): dot-separated labels of letters, digits and inner hyphens. */
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** A comma-separated list of domains, e.g. "acme.fr, acme.com": lower-cased, blanks and repeats dropped. */
const domainList = z.string().transform((value, ctx) => {
  const domains = value
    .split(',')
    .map((domain) => domain.trim().toLowerCase())
    .filter(Boolean);
  const invalid = domains.filter((domain) => !DOMAIN.test(domain));
  if (invalid.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be a comma-separated list of domain names, e.g. acme.fr,acme.com (not: ${invalid.join(', ')})`,
    });
    return z.NEVER;
  }
  return [...new Set(domains)];
});

/** An Odoo domain: a JSON array of terms `[field, operator, value]` and prefix operators "|", "&", "!". */
const odooDomain = z.array(
  z.union([z.enum(['|', '&', '!']), z.tuple([z.string().min(1), z.string().min(1), z.unknown()])]),
  { error: 'must be a JSON array of Odoo domain terms, e.g. [["state","=","sale"]]' },
);

export const DEFAULT_ODOO_OFFER_DOMAIN = ['|', ['signed_on', '!=', false], ['state', '=', 'sale']];

/** `off`, or a duration of whole minutes, hours or days: `30m`, `6h`, `1d` → milliseconds (`off` → null). */
const backupInterval = z.string().transform((value, ctx) => {
  const text = value.trim().toLowerCase();
  if (text === 'off') return null;
  const match = /^(\d{1,5})(m|h|d)$/.exec(text);
  const count = match ? Number(match[1]) : 0;
  if (!match || count === 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be a duration such as 30m, 6h or 1d, or off (not: ${value})`,
    });
    return z.NEVER;
  }
  return count * { m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] as 'm' | 'h' | 'd'];
});

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: positiveInt.default(10),
  BACKUP_INTERVAL: backupInterval.default(86_400_000),
  BACKUP_KEEP: z.coerce
    .number({ error: 'must be a whole number of backups to keep, at least 1' })
    .int('must be a whole number of backups to keep, at least 1')
    .min(1, 'must be a whole number of backups to keep, at least 1')
    .max(10_000, 'must be at most 10000')
    .default(14),
  BACKUP_DIR: z.string().min(1).optional(),
  ADMIN_USERNAME: z.string().trim().min(3, 'must have at least 3 characters').default('admin'),
  ADMIN_PASSWORD: z.string().min(6, 'must have at least 6 characters').optional(),
  ADMIN_EMAIL: z.string().email('must be an email address').optional(),
  ENCRYPTION_KEY: z
    .string()
    .refine((value) => decodeKey(value) !== undefined, 'must be 32 bytes, as 64 hex characters or base64')
    .optional(),
  COOKIE_SECURE: booleanFromEnv.default(false),
  TRUST_PROXY: booleanFromEnv.default(false),
  REGISTRATION_ENABLED: booleanFromEnv.default(false),
  SESSION_IDLE_MINUTES: positiveInt.default(12 * 60),
  CLEANUP_INTERVAL: durationOrOff.prefault('1h'),
  SESSION_ABSOLUTE_HOURS: positiveInt.default(7 * 24),
  LOGIN_WINDOW_MINUTES: positiveInt.default(15),
  LOGIN_MAX_FAILURES_PER_USERNAME_AND_IP: positiveInt.default(5),
  LOGIN_MAX_FAILURES_PER_IP: positiveInt.default(20),
  LOGIN_MAX_FAILURES_PER_USERNAME: positiveInt.default(100),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  APP_URL: baseUrl.optional(),
  NOTIFICATION_EMAIL: email.optional(),
  MAIL_FROM: z
    .string()
    .regex(/^([^<>]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/, 'must be "Name <address>" or an address')
    .optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().min(1).optional(),
  GMAIL_REFRESH_TOKEN: z.string().trim().min(1).optional(),
  GOOGLE_ISSUER: baseUrl.default('https://accounts.google.com'),
  GOOGLE_ALLOWED_DOMAINS: domainList.optional(),
  GMAIL_API_URL: baseUrl.default('https://gmail.googleapis.com'),
  MAIL_LEASE_SECONDS: positiveInt.default(120),
  MAIL_STALE_AFTER: durationOrOff.prefault('2d'),
  ODOO_URL: baseUrl.optional(),
  ODOO_DB: z.string().trim().min(1).optional(),
  ODOO_PROTOCOL: z.enum(['jsonrpc', 'json2', 'auto']).default('auto'),
  ODOO_OFFER_DOMAIN: jsonOf(odooDomain).optional(),
  ODOO_TIMEOUT_SECONDS: z.coerce.number().positive().max(300).default(10),
  ODOO_EQUIPMENT_RULES: jsonOf(equipmentRulesSchema).optional(),
  METRICS_TOKEN: z
    .string()
    .trim()
    .min(16, 'must have at least 16 characters (e.g. openssl rand -hex 32)')
    .regex(/^\S+$/, 'must not contain spaces')
    .optional(),
  SHUTDOWN_TIMEOUT: z.coerce
    .number({ error: 'must be a number of seconds, e.g. 10' })
    .positive('must be a number of seconds above 0, e.g. 10')
    .max(600, 'must be at most 600 seconds')
    .default(10),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  /** Absolute directory of the embedded database (used only when databaseUrl is unset). */
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /**
   * Backups of the embedded database (features/backups): every `intervalMs` (null: BACKUP_INTERVAL=off,
   * only on demand) into `dir` (absolute; default DATA_DIR/backups, beside PGlite's pgdata), the last
   * `keep` kept. Unused on PostgreSQL.
   */
  backup: { intervalMs: number | null; keep: number; dir: string };
  admin: { username: string; password: string | undefined; email: string | undefined };
  /** Key of the secrets encrypted at rest; undefined → generated into DATA_DIR/encryption.key. */
  encryptionKey: Buffer | undefined;
  cookieSecure: boolean;
  trustProxy: boolean;
  registrationEnabled: boolean;
  session: { idleMs: number; absoluteMs: number };
  /**
   * CLEANUP_INTERVAL: how often expired sessions, old sign-in attempts and ended throttle windows are
   * deleted, once per period across every app process (features/jobs, decision 0082); null (`off`): never.
   */
  cleanUpIntervalMs: number | null;
  /**
   * Sign-in throttling over a sliding window: the lockout counts per (username, IP) and per IP, so an
   * attacker elsewhere cannot keep an account's owner out; the per-username ceiling, across every IP, is
   * much higher and only slows guessing spread over many addresses.
   */
  loginThrottle: {
    windowMs: number;
    maxFailuresPerUsernameAndIp: number;
    maxFailuresPerIp: number;
    maxFailuresPerUsername: number;
  };
  logLevel: string;
  /**
   * The app's address in mails (their links), where there is no request to learn it from: APP_URL, else
   * http://localhost:<PORT>.
   */
  appUrl: string;
  /**
   * APP_URL as set, or undefined: then the app's public address is, for each request, the origin it was
   * sent to (see lib/public-url.ts), for the allowed origin of state-changing calls and the OAuth redirect
   * URIs.
   */
  publicUrl: string | undefined;
  mail: {
    /** Seeds the logistics address when the settings have none. */
    notificationEmail: string | undefined;
    /** The sender; undefined → "Gestion Logistique <no-reply@{the sending account's domain}>". */
    from: string | undefined;
    smtpUrl: string | undefined;
    gmailApiUrl: string;
    /** A refresh token given by the environment (one authorized from Settings takes precedence). */
    gmailRefreshToken: string | undefined;
    /** How long a notification being sent stays reserved to its sender (resent after a crash once over). */
    leaseMs: number;
    /**
     * MAIL_STALE_AFTER: a notification queued longer ago than this is dropped as stale instead of sent
     * (decision 0075); null (`off`) sends it whatever its age.
     */
    staleAfterMs: number | null;
  };
  /** The OAuth client shared by Gmail authorization and Google sign-in. */
  google: {
    clientId: string | undefined;
    clientSecret: string | undefined;
    issuer: string;
    /**
     * Whose first Google sign-in creates an account: verified emails of these domains (and Google's `hd`
     * claim, when present, one of them too). Empty: nobody is registered automatically.
     */
    allowedDomains: string[];
  };
  /** The ERP; undefined when ODOO_URL is unset (the integration is off). */
  odoo: OdooConfig | undefined;
  /** METRICS_TOKEN: /metrics answers only with this bearer token; undefined → no /metrics at all. */
  metricsToken: string | undefined;
  /** SHUTDOWN_TIMEOUT: how long requests in flight may take to finish after SIGTERM/SIGINT. */
  shutdownTimeoutMs: number;
}

export type { OdooConfig };

export class ConfigError extends Error {}

/** Empty strings count as unset, so `FOO=` in a .env file falls back to the default. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  if (e.ODOO_URL !== undefined && e.ODOO_DB === undefined && e.ODOO_PROTOCOL !== 'json2') {
    throw new ConfigError(
      'Invalid configuration:\n  ODOO_DB: required with ODOO_URL (the Odoo database name)',
    );
  }
  const dataDir = path.resolve(appRoot, e.DATA_DIR);
  const backupDir = e.BACKUP_DIR ? path.resolve(appRoot, e.BACKUP_DIR) : path.join(dataDir, 'backups');
  const pgdata = path.join(dataDir, 'pgdata');
  if (backupDir === pgdata || backupDir.startsWith(`${pgdata}${path.sep}`)) {
    throw new ConfigError(
      `Invalid configuration:\n  BACKUP_DIR: must not be inside the embedded database's own directory (${pgdata})`,
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    backup: {
      intervalMs: e.BACKUP_INTERVAL,
      keep: e.BACKUP_KEEP,
      dir: backupDir,
    },
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD, email: e.ADMIN_EMAIL },
    encryptionKey: e.ENCRYPTION_KEY ? decodeKey(e.ENCRYPTION_KEY) : undefined,
    cookieSecure: e.COOKIE_SECURE,
    trustProxy: e.TRUST_PROXY,
    registrationEnabled: e.REGISTRATION_ENABLED,
    session: { idleMs: e.SESSION_IDLE_MINUTES * 60_000, absoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000 },
    cleanUpIntervalMs: e.CLEANUP_INTERVAL,
    loginThrottle: {
      windowMs: e.LOGIN_WINDOW_MINUTES * 60_000,
      maxFailuresPerUsernameAndIp: e.LOGIN_MAX_FAILURES_PER_USERNAME_AND_IP,
      maxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
      maxFailuresPerUsername: e.LOGIN_MAX_FAILURES_PER_USERNAME,
    },
    logLevel: e.LOG_LEVEL,
    appUrl: e.APP_URL ?? `http://localhost:${e.PORT}`,
    publicUrl: e.APP_URL,
    mail: {
      notificationEmail: e.NOTIFICATION_EMAIL,
      from: e.MAIL_FROM,
      smtpUrl: e.SMTP_URL,
      gmailApiUrl: e.GMAIL_API_URL,
      gmailRefreshToken: e.GMAIL_REFRESH_TOKEN,
      leaseMs: e.MAIL_LEASE_SECONDS * 1000,
      staleAfterMs: e.MAIL_STALE_AFTER,
    },
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      clientSecret: e.GOOGLE_CLIENT_SECRET,
      issuer: e.GOOGLE_ISSUER,
      allowedDomains: e.GOOGLE_ALLOWED_DOMAINS ?? [],
    },
    odoo:
      e.ODOO_URL === undefined
        ? undefined
        : {
            url: e.ODOO_URL,
            db: e.ODOO_DB ?? '',
            protocol: e.ODOO_PROTOCOL,
            offerDomain: e.ODOO_OFFER_DOMAIN ?? DEFAULT_ODOO_OFFER_DOMAIN,
            timeoutMs: Math.round(e.ODOO_TIMEOUT_SECONDS * 1000),
            equipmentRules: e.ODOO_EQUIPMENT_RULES ?? DEFAULT_EQUIPMENT_RULES,
          },
    metricsToken: e.METRICS_TOKEN,
    shutdownTimeoutMs: Math.round(e.SHUTDOWN_TIMEOUT * 1000),
  };
}
