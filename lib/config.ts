import path from "node:path";
import { z } from "zod";

// The one reader of process.env. Every setting is parsed here once; a bad value stops the
// process at start with a message naming the setting.

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .optional()
  .transform((v) => v === "true" || v === "1" || v === "yes");

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

const optionalUrl = optionalString.pipe(z.url().optional());

const int = (fallback: number, min = 0) =>
  optionalString
    .pipe(z.coerce.number<string | undefined>().int().min(min).optional())
    .transform((v) => v ?? fallback);

/** A rate limit written as "COUNT/MINUTES", e.g. "30/10" for 30 requests per 10 minutes. */
export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

const rateLimit = (fallback: string) =>
  optionalString.transform((v, ctx): RateLimitRule => {
    const text = v ?? fallback;
    const m = /^(\d+)\/(\d+)$/.exec(text);
    if (!m || Number(m[1]) < 1 || Number(m[2]) < 1) {
      ctx.addIssue({ code: "custom", message: `must look like COUNT/MINUTES (e.g. ${fallback})` });
      return z.NEVER;
    }
    return { max: Number(m[1]), windowSeconds: Number(m[2]) * 60 };
  });

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).optional().default("development"),
  NEXT_PHASE: optionalString,
  NEXT_MANUAL_SIG_HANDLE: bool,
  PORT: int(3000, 1),
  APP_URL: optionalUrl,
  DATA_DIR: optionalString,
  HOST: optionalString,
  TRUST_PROXY: optionalString.transform((v, ctx) => {
    // A count of proxy hops; "true" (one proxy) and "false" read as before hops existed.
    const value = (v ?? "0").toLowerCase();
    if (["true", "yes"].includes(value)) return 1;
    if (["false", "no"].includes(value)) return 0;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    ctx.addIssue({ code: "custom", message: "must be a number of proxy hops (0 to 99), true or false" });
    return z.NEVER;
  }),
  CLIENT_IP_HEADER: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9-]+$/, "must be a header name such as x-real-ip")
      .transform((v) => v.toLowerCase())
      .optional(),
  ),
  MAX_JSON_BODY_BYTES: int(262_144, 1),
  CRON_SECRET: optionalString,
  SWEEP_INTERVAL_SECONDS: int(600, 0),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).optional().default("info"),

  DATABASE_URL: optionalString,
  DATABASE_POOL_MAX: int(10, 1),

  AUTH_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  ENCRYPTION_KEY: optionalString.pipe(
    z
      .string()
      .refine((v) => Buffer.from(v, "base64").length === 32, "must be base64 of exactly 32 bytes")
      .optional(),
  ),
  BCRYPT_ROUNDS: int(11, 4),

  EMAIL_FROM: optionalString.transform((v) => v ?? "SR&ED Workspace <no-reply@localhost>"),
  RESEND_API_KEY: optionalString,
  RESEND_BASE_URL: optionalUrl,
  CONTACT_TO: optionalString.pipe(z.email("must be an email address").optional()),

  REGISTRATION_MODE: z.enum(["open", "invite"]).optional().default("open"),
  ADMIN_EMAILS: optionalString.transform((v) =>
    (v ?? "")
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  ),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: optionalUrl.transform((v) => v ?? "https://www.googleapis.com/oauth2/v3/certs"),

  INTERNAL_TOKEN: optionalString.pipe(z.string().min(16, "must be at least 16 characters").optional()),
  WORKER_URL: optionalUrl,
  WORKER_TIMEOUT_MS: int(120_000, 1),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,

  STORAGE_DRIVER: z.enum(["local", "s3"]).optional(),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: bool,
  MAX_FILE_BYTES: int(52_428_800, 1),
  UPLOAD_URL_TTL_SECONDS: int(900, 1),
  PREVIEW_TTL_SECONDS: int(600, 1),
  INDEX_CONCURRENCY: int(2, 1),
  INDEX_MAX_ATTEMPTS: int(3, 1),

  GITHUB_CLIENT_ID: optionalString,
  GITHUB_CLIENT_SECRET: optionalString,
  GITHUB_API_BASE: optionalUrl.transform((v) => v ?? "https://api.github.com"),
  GITHUB_OAUTH_BASE: optionalUrl.transform((v) => v ?? "https://github.com"),
  // Keys for GitHub tokens at rest: base64 of 32 bytes each, comma-separated; the first encrypts,
  // all decrypt (rotation). Unset: ENCRYPTION_KEY alone.
  GITHUB_TOKEN_KEYS: optionalString.transform((v, ctx) => {
    const keys = (v ?? "").split(",").map((k) => k.trim()).filter(Boolean);
    if (keys.some((k) => Buffer.from(k, "base64").length !== 32)) {
      ctx.addIssue({ code: "custom", message: "must be base64 keys of exactly 32 bytes, comma-separated" });
      return z.NEVER;
    }
    return keys;
  }),
  OAUTH_STATE_TTL_SECONDS: int(600, 1),

  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: optionalUrl,

  BACKEND_ORIGIN: optionalUrl,
  EDGE_ACCESS_CLIENT_ID: optionalString,
  EDGE_ACCESS_CLIENT_SECRET: optionalString,

  RATE_LIMIT_LOGIN_PER_IP: rateLimit("30/10"),
  RATE_LIMIT_LOGIN_PER_EMAIL: rateLimit("10/10"),
  RATE_LIMIT_REGISTER_PER_IP: rateLimit("10/60"),
  RATE_LIMIT_RECOVERY_PER_EMAIL: rateLimit("5/60"),
  RATE_LIMIT_RECOVERY_PER_IP: rateLimit("20/60"),
  RATE_LIMIT_SCREENER_PER_IP: rateLimit("20/10"),
  RATE_LIMIT_CONTACT_PER_IP: rateLimit("5/10"),
  RATE_LIMIT_ADMIN_WRITES_PER_USER: rateLimit("120/1"),
});

export type Env = z.input<typeof envSchema>;

function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === "/") end -= 1;
  return url.slice(0, end);
}

/** The stripe SDK takes its endpoint as host, port and protocol rather than a URL. */
function stripeApiAddress(base: string) {
  const url = new URL(base);
  const protocol = url.protocol === "http:" ? ("http" as const) : ("https" as const);
  return { host: url.hostname, port: Number(url.port || (protocol === "http" ? 80 : 443)), protocol };
}

export function parseConfig(env: Record<string, string | undefined>) {
  // An empty value means unset, for every setting alike.
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ""));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid settings:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(/*turbopackIgnore: true*/ e.DATA_DIR ?? ".data");
  const embeddedDatabase = !e.DATABASE_URL || e.DATABASE_URL === "memory://";
  // Generated secrets are only for the embedded default; a real deployment must bring its own.
  if (!embeddedDatabase && e.NODE_ENV === "production" && (!e.AUTH_SECRET || !e.ENCRYPTION_KEY)) {
    throw new Error(
      "Invalid settings:\n  AUTH_SECRET and ENCRYPTION_KEY are required when DATABASE_URL is set in production",
    );
  }
  if (e.WORKER_URL && !e.INTERNAL_TOKEN) {
    throw new Error("Invalid settings:\n  INTERNAL_TOKEN is required when WORKER_URL names a separate worker");
  }
  if (Boolean(e.LLM_BASE_URL) !== Boolean(e.LLM_MODEL)) {
    throw new Error("Invalid settings:\n  LLM_BASE_URL and LLM_MODEL go together: set both or neither");
  }
  const storageDriver = e.STORAGE_DRIVER ?? (e.S3_BUCKET ? "s3" : "local");
  if (storageDriver === "s3" && !e.S3_BUCKET) {
    throw new Error("Invalid settings:\n  S3_BUCKET is required when STORAGE_DRIVER is s3");
  }
  const appUrl = withoutTrailingSlashes(e.APP_URL ?? `http://localhost:${e.PORT}`);
  const ownOrigin = `http://127.0.0.1:${e.PORT}`;
  return {
    env: e.NODE_ENV,
    isBuild: e.NEXT_PHASE === "phase-production-build",
    /** The server left signal handling to the app (NEXT_MANUAL_SIG_HANDLE), which closes the database. */
    manualSignals: e.NEXT_MANUAL_SIG_HANDLE,
    port: e.PORT,
    appUrl,
    dataDir,
    /** Where the app's own server listens (scripts/server.ts); unset: every interface. */
    host: e.HOST,
    trustProxyHops: e.TRUST_PROXY,
    clientIpHeader: e.CLIENT_IP_HEADER,
    http: {
      maxJsonBodyBytes: e.MAX_JSON_BODY_BYTES,
    },
    cronSecret: e.CRON_SECRET,
    sweepIntervalSeconds: e.SWEEP_INTERVAL_SECONDS,
    logLevel: e.LOG_LEVEL,
    database: {
      url: embeddedDatabase ? undefined : e.DATABASE_URL,
      pglite: embeddedDatabase ? (e.DATABASE_URL ?? path.join(dataDir, "pglite")) : undefined,
      poolMax: e.DATABASE_POOL_MAX,
    },
    secrets: {
      authSecret: e.AUTH_SECRET,
      encryptionKey: e.ENCRYPTION_KEY,
    },
    bcryptRounds: e.BCRYPT_ROUNDS,
    email: {
      from: e.EMAIL_FROM,
      resendApiKey: e.RESEND_API_KEY,
      resendBaseUrl: e.RESEND_BASE_URL,
      /** Where contact-form messages are sent; unset: they are only stored. */
      contactTo: e.CONTACT_TO,
    },
    accounts: {
      registrationMode: e.REGISTRATION_MODE,
      adminEmails: e.ADMIN_EMAILS,
      googleClientId: e.GOOGLE_CLIENT_ID,
      googleJwksUrl: e.GOOGLE_JWKS_URL,
    },
    storage: {
      driver: storageDriver,
      localDir: path.join(dataDir, "storage"),
      s3: {
        bucket: e.S3_BUCKET,
        region: e.S3_REGION ?? "us-east-1",
        endpoint: e.S3_ENDPOINT,
        accessKeyId: e.S3_ACCESS_KEY_ID,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        forcePathStyle: e.S3_FORCE_PATH_STYLE,
      },
    },
    files: {
      maxFileBytes: e.MAX_FILE_BYTES,
      uploadUrlTtlSeconds: e.UPLOAD_URL_TTL_SECONDS,
      previewTtlSeconds: e.PREVIEW_TTL_SECONDS,
      /** Files this process indexes at once (each in a worker thread with its own heap cap). */
      indexConcurrency: e.INDEX_CONCURRENCY,
      /** Claims of a file that may end without an outcome before it is given up as FAILED. */
      indexMaxAttempts: e.INDEX_MAX_ATTEMPTS,
    },
    worker: {
      internalToken: e.INTERNAL_TOKEN,
      url: withoutTrailingSlashes(e.WORKER_URL ?? ownOrigin),
      timeoutMs: e.WORKER_TIMEOUT_MS,
      llm: e.LLM_BASE_URL && e.LLM_MODEL
        ? { baseUrl: withoutTrailingSlashes(e.LLM_BASE_URL), apiKey: e.LLM_API_KEY, model: e.LLM_MODEL }
        : undefined,
    },
    github: {
      oauth:
        e.GITHUB_CLIENT_ID && e.GITHUB_CLIENT_SECRET
          ? { clientId: e.GITHUB_CLIENT_ID, clientSecret: e.GITHUB_CLIENT_SECRET }
          : undefined,
      apiBase: withoutTrailingSlashes(e.GITHUB_API_BASE),
      oauthBase: withoutTrailingSlashes(e.GITHUB_OAUTH_BASE),
      /** The OAuth App's callback: a web page that calls exchange. */
      redirectUri: `${appUrl}/integrations/github/callback`,
      tokenKeys: e.GITHUB_TOKEN_KEYS,
      stateTtlSeconds: e.OAUTH_STATE_TTL_SECONDS,
    },
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      /** A local fake's address for tests; unset: api.stripe.com. */
      api: e.STRIPE_API_BASE ? stripeApiAddress(e.STRIPE_API_BASE) : undefined,
    },
    proxy: {
      backendOrigin: withoutTrailingSlashes(e.BACKEND_ORIGIN ?? ownOrigin),
      edgeClientId: e.EDGE_ACCESS_CLIENT_ID,
      edgeClientSecret: e.EDGE_ACCESS_CLIENT_SECRET,
    },
    rateLimits: {
      loginPerIp: e.RATE_LIMIT_LOGIN_PER_IP,
      loginPerEmail: e.RATE_LIMIT_LOGIN_PER_EMAIL,
      registerPerIp: e.RATE_LIMIT_REGISTER_PER_IP,
      recoveryPerEmail: e.RATE_LIMIT_RECOVERY_PER_EMAIL,
      recoveryPerIp: e.RATE_LIMIT_RECOVERY_PER_IP,
      screenerPerIp: e.RATE_LIMIT_SCREENER_PER_IP,
      contactPerIp: e.RATE_LIMIT_CONTACT_PER_IP,
      adminWritesPerUser: e.RATE_LIMIT_ADMIN_WRITES_PER_USER,
    },
  };
}

export type Config = ReturnType<typeof parseConfig>;

export const config: Config = parseConfig(process.env);
