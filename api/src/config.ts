import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { COMPANY_TIME_ZONE } from "@leca/shared/i18n";
import { writeFileAtomicSync } from "./lib/atomic-file";
import { REPO_ROOT } from "./paths";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => ["true", "1", "yes"].includes(value));
/**
 * Which X-Forwarded-For hops to believe. The proxies' addresses are safe; a hop count is safe
 * only while nothing but the proxy can reach the API (the security plugin warns in production);
 * `true` believes every hop, so a visitor could claim any address (and dodge the per-IP login
 * and contact limits) by sending the header themselves.
 */
function trustProxy(value: string): boolean | number | string {
  const text = value.trim().toLowerCase();
  if (["false", "0", "no", ""].includes(text)) return false;
  if (["true", "yes"].includes(text)) return true;
  if (/^\d+$/.test(text)) return Number(text);
  return value.trim();
}
const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const DAY = 24 * 60 * 60;

/** Whether Intl knows the zone (it throws a RangeError for one it does not). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Every environment variable the API reads, with its default. README's table mirrors this. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DATA_DIR: z.string().default("./.data"),
  MONGODB_URI: z.string().url().optional(),
  JWT_SECRET: z.string().optional(),
  CSRF_SECRET: z.string().optional(),
  ACCESS_TOKEN_TTL: seconds(15 * 60).pipe(z.number().max(15 * 60)),
  REFRESH_TOKEN_TTL: seconds(14 * DAY),
  REFRESH_IDLE_TTL: seconds(3 * DAY),
  REFRESH_REUSE_GRACE: seconds(5),
  COOKIE_SECURE: bool.optional(),
  TRUST_PROXY: z.string().default("false").transform(trustProxy),
  ALLOWED_ORIGINS: z.string().default(""),
  ADMIN_USERNAME: z.string().min(1).optional(),
  ADMIN_PASSWORD: z.string().optional(),
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_LOCKOUT_MINUTES: z.coerce.number().int().positive().default(15),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  CONTACT_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  PUBLIC_SEARCH_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  MEDIA_MAX_MB: z.coerce.number().positive().default(15),
  MEDIA_MAX_MEGAPIXELS: z.coerce.number().positive().default(50),
  // Images decoded at once (each up to ~4 bytes a pixel of MEDIA_MAX_MEGAPIXELS); twice as many
  // may wait for a turn, and further uploads get 503 with Retry-After.
  MEDIA_MAX_DECODES: z.coerce.number().int().positive().default(2),
  // Where uploads go without MongoDB: the one folder every instance must mount (default under DATA_DIR).
  MEDIA_DIR: z.string().trim().min(1, "must name a folder").optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default("LECA website <no-reply@localhost>"),
  MAIL_TO: z.string().optional(),
  BUILDER: z.enum(["local", "netlify", "off"]).optional(),
  SITE_BUILD_COMMAND: z.string().default("npm run build:site"),
  SITE_BUILD_OUTPUT: z.string().default("site/public"),
  // Variables the site build gets besides its allow-list (services/builds/build-env.ts), by name.
  SITE_BUILD_ENV: z
    .string()
    .default("")
    .transform((names) =>
      names
        .split(",")
        .map((name) => name.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, "a comma-separated list of variable names"),
      ),
    ),
  NETLIFY_BUILD_HOOK_URL: z.string().url().optional(),
  NETLIFY_WEBHOOK_SECRET: z.string().optional(),
  // The secret Netlify signs the /api proxy's requests with (Sign= on the _redirects rule):
  // only a request that carries a valid X-Nf-Sign is believed about the visitor's address.
  NETLIFY_PROXY_SECRET: z.string().optional(),
  BUILD_DEBOUNCE_MS: z.coerce.number().int().min(0).default(3000),
  BUILD_MAX_WAIT_MS: z.coerce.number().int().min(0).default(30000),
  LEASE_TTL_MS: z.coerce.number().int().min(500).default(10_000),
  LEASE_RENEW_MS: z.coerce.number().int().min(100).default(3_000),
  JOBS_POLL_MS: z.coerce.number().int().min(100).default(5_000),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  // The company's own clock: the dashboard and the CSV export show times in it, so a Dubai desk
  // reads the hour a lead came in without converting from UTC.
  COMPANY_TIME_ZONE: z
    .string()
    .trim()
    .default(COMPANY_TIME_ZONE)
    .refine(isTimeZone, { error: "an IANA time zone such as Asia/Dubai" }),
  REQUIRE_2FA: bool.default(false),
  // Who may read the OpenAPI document and its UI (/api/docs): by default admins in production,
  // everyone elsewhere.
  API_DOCS: z.enum(["public", "admin"]).optional(),
  SEED: bool.default(true),
  SERVE_SITE: bool.default(true),
  ADMIN_DIST_DIR: z.string().default("admin/dist"),
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  // Scheduled backups (services/backup): off unless BACKUP_DIR names a folder.
  BACKUP_DIR: z.string().trim().min(1, "must name a folder").optional(),
  BACKUP_EVERY: z
    .string()
    .default("daily")
    .transform((value, context) => {
      const ms = periodMs(value);
      if (ms === null) {
        context.addIssue({
          code: "custom",
          message: `"${value}" is not a period: write hourly, daily or weekly, or a number with m, h or d (30m, 6h, 2d)`,
        });
        return z.NEVER;
      }
      return ms;
    })
    .pipe(z.number().min(60_000, "must be at least a minute (1m)")),
  BACKUP_KEEP: z.coerce
    .number({ message: "must be a whole number of backups to keep (14)" })
    .int("must be a whole number of backups to keep (14)")
    .min(1, "must keep at least 1 backup")
    .default(14),
});

const PERIODS: Record<string, number> = {
  hourly: 3_600_000,
  daily: 86_400_000,
  weekly: 7 * 86_400_000,
};
const UNITS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000 };

/** hourly, daily, weekly, or 30m / 6h / 2d, in milliseconds; null for anything else. */
export function periodMs(value: string): number | null {
  const text = value.trim().toLowerCase();
  if (PERIODS[text]) return PERIODS[text];
  const match = /^(\d+)\s*([mhd])$/.exec(text);
  return match ? Number(match[1]) * UNITS[match[2]!]! : null;
}

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env["NODE_ENV"];
  production: boolean;
  host: string;
  port: number;
  logLevel: Env["LOG_LEVEL"];
  dataDir: string;
  mongodbUri: string | undefined;
  secrets: { jwt: string; csrf: string };
  tokens: { accessTtl: number; refreshTtl: number; refreshIdleTtl: number; reuseGrace: number };
  cookieSecure: boolean;
  /** Fastify's trustProxy: off, a number of proxy hops, or the proxies' addresses. */
  trustProxy: boolean | number | string;
  /** Netlify's signed proxy (X-Nf-Sign): its secret, when the site's /api goes through it. */
  netlifyProxySecret: string | undefined;
  allowedOrigins: string[];
  admin: { username: string | undefined; password: string | undefined };
  login: { maxFailures: number; lockoutMs: number; rateLimit: number; require2fa: boolean };
  contact: { rateLimit: number };
  /** Public list searches (`q`) a minute per address that the reply cache does not answer. */
  publicSearchRateLimit: number;
  /** `dir` holds the files unless the store keeps them itself (MongoDB: GridFS). */
  media: { maxBytes: number; maxPixels: number; dir: string; maxDecodes: number };
  mail: { smtpUrl: string | undefined; from: string; to: string | undefined };
  builds: {
    builder: "local" | "netlify" | "off";
    command: string;
    output: string;
    /** Variables passed to the local site build besides its allow-list. */
    extraEnv: string[];
    hookUrl: string | undefined;
    webhookSecret: string | undefined;
    debounceMs: number;
    maxWaitMs: number;
  };
  /**
   * The jobs one instance runs for all (rebuilds, schedule, mail): how long its lease lasts, how
   * often it is renewed, and how often the leader looks for work other instances stored.
   */
  jobs: { leaseTtlMs: number; leaseRenewMs: number; pollMs: number };
  /** How many days the audit log keeps an entry (the leader prunes older ones daily). */
  audit: { retentionDays: number };
  /** The IANA time zone the company works in (times in the dashboard and the CSV). */
  timeZone: string;
  seed: boolean;
  /** Who reads /api/docs: everyone, or signed-in admins only (production's default). */
  docs: "public" | "admin";
  /** The built site at /, the dashboard at /dashboard, with netlify.toml's headers and redirects. */
  hosting: { enabled: boolean; adminDir: string; netlifyToml: string };
  /** Event-loop delay past which requests get a clean 503 instead of queueing; 0 turns it off. */
  overloadMaxEventLoopDelayMs: number;
  /**
   * Scheduled backups: into `dir` (undefined: none are scheduled; `npm run admin -- backup`
   * then writes to DATA_DIR/backups) every `everyMs`, the newest `keep` kept.
   */
  backups: { dir: string | undefined; everyMs: number; keep: number };
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`${variable}: ${detail}`);
    this.name = "ConfigError";
  }
}

const MIN_SECRET_LENGTH = 32;

/**
 * Production refuses to start without strong secrets. Elsewhere a missing secret is made once and
 * kept in DATA_DIR, so sessions survive restarts without anyone having to configure anything.
 */
function secret(name: "JWT_SECRET" | "CSRF_SECRET", value: string | undefined, env: Env): string {
  if (value !== undefined && value.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(name, `must be at least ${MIN_SECRET_LENGTH} characters long`);
  }
  if (value) return value;
  if (env.NODE_ENV === "production") {
    throw new ConfigError(name, "is required in production (e.g. `openssl rand -base64 48`)");
  }
  const file = path.resolve(env.DATA_DIR, "secrets.json");
  const stored = fs.existsSync(file) ? readSecrets(file, name) : {};
  if (!stored[name]) {
    stored[name] = crypto.randomBytes(48).toString("base64url");
    // A half-written file would stop every later start with a JSON error (and lose the secrets).
    writeFileAtomicSync(file, JSON.stringify(stored, null, 2), 0o600);
  }
  return stored[name]!;
}

/** A damaged file (a crash while an older version wrote it) is named, with what to do about it. */
function readSecrets(file: string, name: string): Record<string, string> {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>;
  } catch {
    throw new ConfigError(
      name,
      `${file} is damaged (not valid JSON): delete it to have new secrets generated (everyone is signed out), or set ${name}`,
    );
  }
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(String(issue.path[0] ?? "environment"), issue.message);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === "production";
  if (production && env.NETLIFY_BUILD_HOOK_URL && !env.NETLIFY_WEBHOOK_SECRET) {
    throw new ConfigError(
      "NETLIFY_WEBHOOK_SECRET",
      "is required when NETLIFY_BUILD_HOOK_URL is set",
    );
  }
  // Anyone who guesses one can sign deploy notifications (a build marked succeeded or failed),
  // or claim any visitor's address through the proxy.
  for (const name of ["NETLIFY_WEBHOOK_SECRET", "NETLIFY_PROXY_SECRET"] as const) {
    const value = env[name];
    if (value !== undefined && value.length < MIN_SECRET_LENGTH) {
      throw new ConfigError(name, `must be at least ${MIN_SECRET_LENGTH} characters long`);
    }
  }
  if (env.LEASE_RENEW_MS >= env.LEASE_TTL_MS) {
    // Renewing no sooner than the lease ends would let it lapse between renewals.
    throw new ConfigError("LEASE_RENEW_MS", "must be shorter than LEASE_TTL_MS");
  }
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    production,
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    dataDir,
    mongodbUri: env.MONGODB_URI,
    secrets: {
      jwt: secret("JWT_SECRET", env.JWT_SECRET, env),
      csrf: secret("CSRF_SECRET", env.CSRF_SECRET, env),
    },
    tokens: {
      accessTtl: env.ACCESS_TOKEN_TTL,
      refreshTtl: env.REFRESH_TOKEN_TTL,
      refreshIdleTtl: env.REFRESH_IDLE_TTL,
      reuseGrace: env.REFRESH_REUSE_GRACE,
    },
    cookieSecure: env.COOKIE_SECURE ?? production,
    trustProxy: env.TRUST_PROXY,
    netlifyProxySecret: env.NETLIFY_PROXY_SECRET,
    allowedOrigins: env.ALLOWED_ORIGINS.split(",")
      .map((o) => o.trim())
      .filter(Boolean),
    admin: { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD },
    login: {
      maxFailures: env.LOGIN_MAX_FAILURES,
      lockoutMs: env.LOGIN_LOCKOUT_MINUTES * 60_000,
      rateLimit: env.LOGIN_RATE_LIMIT,
      require2fa: env.REQUIRE_2FA,
    },
    contact: { rateLimit: env.CONTACT_RATE_LIMIT },
    publicSearchRateLimit: env.PUBLIC_SEARCH_RATE_LIMIT,
    media: {
      maxBytes: Math.round(env.MEDIA_MAX_MB * 1024 * 1024),
      maxPixels: Math.round(env.MEDIA_MAX_MEGAPIXELS * 1_000_000),
      dir: env.MEDIA_DIR ? path.resolve(env.MEDIA_DIR) : path.join(dataDir, "media"),
      maxDecodes: env.MEDIA_MAX_DECODES,
    },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, to: env.MAIL_TO },
    builds: {
      builder: env.BUILDER ?? (env.NETLIFY_BUILD_HOOK_URL ? "netlify" : "local"),
      command: env.SITE_BUILD_COMMAND,
      output: env.SITE_BUILD_OUTPUT,
      extraEnv: env.SITE_BUILD_ENV,
      hookUrl: env.NETLIFY_BUILD_HOOK_URL,
      webhookSecret: env.NETLIFY_WEBHOOK_SECRET,
      debounceMs: env.BUILD_DEBOUNCE_MS,
      maxWaitMs: env.BUILD_MAX_WAIT_MS,
    },
    jobs: {
      leaseTtlMs: env.LEASE_TTL_MS,
      leaseRenewMs: env.LEASE_RENEW_MS,
      pollMs: env.JOBS_POLL_MS,
    },
    audit: { retentionDays: env.AUDIT_RETENTION_DAYS },
    timeZone: env.COMPANY_TIME_ZONE,
    seed: env.SEED,
    docs: env.API_DOCS ?? (production ? "admin" : "public"),
    hosting: {
      enabled: env.SERVE_SITE,
      adminDir: path.resolve(REPO_ROOT, env.ADMIN_DIST_DIR),
      netlifyToml: path.join(REPO_ROOT, "netlify.toml"),
    },
    overloadMaxEventLoopDelayMs: env.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
    backups: {
      dir: env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : undefined,
      everyMs: env.BACKUP_EVERY,
      keep: env.BACKUP_KEEP,
    },
  };
}
