import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { REGIONS, deviceFiles, firmware, managerPackage, plugins, portal, type RegionName } from '@gwn/contract';

/** Everything the services read from the environment; README "Configuration" documents each variable. */
export interface Config {
  host: string;
  port: number;
  dataDir: string;
  /** Public base address of the account service (also serves the console). */
  accountUrl: string;
  /** Public admin address of each region. */
  regionUrls: Record<RegionName, string>;
  regionPorts: Record<RegionName, number>;
  /** Per-service PostgreSQL URLs; a service without one uses embedded PGlite under dataDir. */
  databaseUrls: { account?: string } & Partial<Record<RegionName, string>>;
  /** Connections of each of a service's two PostgreSQL pools (plans made per call, plans kept; db/connect.ts). */
  databasePoolMax: number;
  /** EMBEDDED_SHARED_BUFFERS: shared_buffers of each embedded (PGlite) database, e.g. '16MB'. */
  embeddedSharedBuffers: string;
  /** How long a service starting waits for PostgreSQL to accept connections before it gives up. */
  databaseStartupWaitSeconds: number;
  /** On SIGTERM, how long calls in flight may take to finish before their connections are closed. */
  shutdownGraceSeconds: number;
  /** Who may read /metrics: holders of this bearer token; without one, only callers on this machine (loopback). */
  metricsToken?: string;
  corsOrigins: string[];
  /**
   * Which proxies may name the client address in X-Forwarded-For (proxy-addr syntax: addresses, CIDRs,
   * "loopback"); the address is what sign-in throttling counts, so a client must not be able to choose it.
   */
  trustProxy: string;
  /** Origins allowed to frame the console (the parent application of the embedded mode under /gwn/). */
  frameAncestors: string[];
  /** Shared secret for service-to-service calls (session introspection, transfers). */
  internalSecret: string;
  /** Whether INTERNAL_SECRET was set (services in separate processes need the same one). */
  internalSecretSet: boolean;
  /** DATABASE_URL: the PostgreSQL URL of the one service a process runs (`--service`); the per-service URLs win. */
  serviceDatabaseUrl?: string;
  /** Where a region reaches the account service when it runs in another process (ACCOUNT_INTERNAL_URL). */
  accountInternalUrl?: string;
  /**
   * Per region, the secret device keys derive from (a device's key is HMAC-SHA256(secret, MAC)):
   * REGION_<R>_DEVICE_SECRET, by default derived from the internal secret and the region's name.
   */
  deviceSecrets: Record<RegionName, string>;
  adminPassword?: string;
  /** Sign-in throttling (docs/architecture.md, "Sign-in throttling"). */
  lockMaxFailures: number;
  addressMaxFailures: number;
  lockMinutes: number;
  captchaAfterFailures: number;
  captchaTtlSeconds: number;
  sessionIdleMinutes: number;
  /** How long a region trusts a verified credential before asking the account service again. */
  sessionCacheSeconds: number;
  smtpUrl?: string;
  mailFrom: string;
  demoData: boolean;
  /** Serve the embed-demo parent page at /embed-demo (EMBED_DEMO; default: on with demo data, i.e. development and demo). */
  embedDemo: boolean;
  demoScale: number;
  webDist: string;
  /** LOG_LEVEL; unset: warn for `npm start` (every service in one terminal), info for a service of its own. */
  logLevel?: string;
  /** Where uploaded files live: local disk under DATA_DIR/<region>/files, or an S3-compatible bucket. */
  storage: StorageConfig;
  /** Upload size limits in bytes; default to the contract's, lowered in tests to exercise the boundary. */
  uploadMaxBytes: {
    firmware: number; portal: number; plugin: number;
    /** Device files and the manager package; absent: the contract's limit. */
    coreFile?: number; captureFile?: number; managerPackage?: number;
  };
  /**
   * At startup, remove only temporary upload objects older than this (0: all, for a region that runs as one process).
   * The default, a day, is far above any upload in flight: another copy's upload is never taken (docs/architecture.md, "Uploads").
   */
  uploadTempSweepAgeSeconds: number;
  /** An upload that sends nothing for this long is ended (answered 50010 while the client still listens). */
  uploadIdleSeconds: number;
  /** A connection idle for this long is closed (twice the upload limit, at least a minute). */
  socketIdleMs: number;
  /** How far V8's old generation may grow past its live size before a full collection, in percent (0: V8's own rule). */
  heapGrowingPercent: number;
  /** Each region's 32-byte AES-256-GCM key of the crypto tool (docs/architecture.md, "Crypto tool"). */
  cryptoKeys: Record<RegionName, Buffer>;
  /** WebAuthn relying party of FIDO2 second factors: the console's public host and the origins it is opened at. */
  webauthn: { rpId: string; rpName: string; origins: string[] };
  /** Open-API call limits (docs/architecture.md, "API limits and the open API"). */
  openApiLimits: {
    /** The fixed window calls are counted in, from an application's first call to a URL. */
    windowMs: number;
    /** Where every process of a region shares its counts; absent: counted in this process's memory. */
    redisUrl?: string;
    /** Prefix of the Redis keys (the region's name follows it), so deployments sharing a Redis stay apart. */
    redisKeyPrefix: string;
  };
  /** E-mailing of maintenance notices (docs/architecture.md, "Maintenance notice"). */
  noticeMail: NoticeMailConfig;
  /** Rows the data-clean job deletes per batch, and its pause between batches (docs/architecture.md, "Data clean"). */
  dataCleanBatchSize: number;
  dataCleanPauseMs: number;
  /**
   * Single sign-on (docs/architecture.md, "Single sign-on"): SSO_SECRET_KEY, the 32-byte AES-256-GCM key the
   * providers' client secrets are sealed with (absent: a key generated once into DATA_DIR/sso-secret.key), and
   * how long a sign-in started at a provider, or waiting for our second factor, may take.
   */
  sso: { secretKey?: Buffer; timeoutSeconds: number; clockToleranceSeconds: number };
  /** Audit streaming delivery (docs/architecture.md, "Audit streaming"): poll interval and how long a gap in the ids is waited for. */
  auditStream: { pollMs: number; gapWaitMs: number };
}

export interface NoticeMailConfig {
  /** Recipients read from the database and e-mailed per step (the most held in memory). */
  batchSize: number;
  /** E-mails sent at once within a step. */
  concurrency: number;
  /** Attempts per recipient before its delivery is failed for good. */
  maxAttempts: number;
  /** Wait before the first retry; doubled per attempt, at most 30 minutes. */
  retryMs: number;
}

/**
 * A region's crypto-tool key: REGION_<R>_CRYPTO_KEY (32 bytes as 64 hex digits or as Base64), or else derived
 * from the internal secret with HKDF-SHA256, so texts decrypt for as long as that secret stays the same.
 */
function cryptoKey(raw: string | undefined, region: RegionName, internalSecret: string): Buffer {
  const name = `REGION_${region}_CRYPTO_KEY`;
  if (!raw) return Buffer.from(hkdfSync('sha256', internalSecret, 'gwn-crypto-tool', `region ${region}`, 32));
  const key = /^[0-9a-fA-F]{64}$/.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (key.length !== 32 || (!/^[0-9a-fA-F]{64}$/.test(raw) && key.toString('base64') !== raw)) {
    throw new Error(`${name} must be 32 bytes, as 64 hex digits or as Base64`);
  }
  return key;
}

/** SSO_SECRET_KEY: 32 bytes as 64 hex digits or as Base64; unset: undefined (the sso area generates a file). */
function ssoSecretKey(raw: string | undefined): Buffer | undefined {
  if (!raw) return undefined;
  const key = /^[0-9a-fA-F]{64}$/.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (key.length !== 32) throw new Error('SSO_SECRET_KEY must be 32 bytes, as 64 hex digits or as Base64');
  return key;
}

export interface StorageConfig {
  kind: 'disk' | 's3';
  s3: {
    endpoint?: string; bucket: string; region: string; accessKeyId?: string; secretAccessKey?: string; forcePathStyle: boolean;
  };
}

/** A non-negative integer; unset or empty: the fallback. */
const int = (fallback: number) => z.string().optional().transform((raw, ctx) => {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (Number.isInteger(value) && value >= 0) return value;
  ctx.addIssue({ code: 'custom', message: `must be a non-negative integer, got "${raw}"` });
  return z.NEVER;
});
/** Text whose empty value means unset. */
const text = z.string().optional().transform((raw) => raw || undefined);
/** Text trimmed; blank means unset. */
const trimmed = z.string().optional().transform((raw) => raw?.trim() || undefined);
/** A comma-separated list, each item trimmed, blanks dropped; unset: undefined. */
const list = z.string().optional().transform((raw) => raw?.split(',').map((s) => s.trim()).filter(Boolean));

/** The variables each region has (`REGION_US_PORT`, …), as one schema per name. */
function perRegion<T extends z.ZodType>(name: string, schema: T): Record<string, T> {
  return Object.fromEntries(REGIONS.map((r) => [`REGION_${r}_${name}`, schema]));
}

/**
 * Every environment variable the services read (README, "Configuration"), parsed in one place: types, defaults
 * and what an unusable value is refused with. `readConfig` builds the Config from what this returns.
 */
const envSchema = z.object({
  PORT: int(8080),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_HOST: z.string().default('localhost'),
  ACCOUNT_URL: z.string().optional(),
  DATA_DIR: z.string().default('data'),
  ACCOUNT_DATABASE_URL: z.string().optional(),
  PG_POOL_MAX: int(20),
  // PostgreSQL's own memory units; each embedded database holds this much of its pages in the process.
  EMBEDDED_SHARED_BUFFERS: z.string().trim().regex(/^\d+(kB|MB|GB)$/, 'must be a size such as 16MB').default('16MB'),
  DATABASE_STARTUP_WAIT_SECONDS: int(60),
  SHUTDOWN_GRACE_SECONDS: int(25),
  METRICS_TOKEN: trimmed,
  CORS_ORIGINS: list,
  TRUST_PROXY: trimmed,
  FRAME_ANCESTORS: list,
  INTERNAL_SECRET: z.string().optional(),
  DATABASE_URL: trimmed,
  ACCOUNT_INTERNAL_URL: trimmed,
  ADMIN_PASSWORD: text,
  LOCK_MAX_FAILURES: int(5),
  ADDRESS_MAX_FAILURES: int(20),
  LOCK_MINUTES: int(15),
  CAPTCHA_AFTER_FAILURES: int(2),
  CAPTCHA_TTL_SECONDS: int(120),
  SESSION_IDLE_MINUTES: int(120),
  SESSION_CACHE_SECONDS: int(3),
  SMTP_URL: text,
  MAIL_FROM: z.string().default('GWN Cloud Admin <no-reply@gwn.localhost>'),
  DEMO_DATA: z.string().optional().transform((raw) => raw !== '0'),
  DEMO_SCALE: int(1),
  EMBED_DEMO: z.string().optional().transform((raw) => (raw === undefined || raw === '' ? undefined : raw !== '0')),
  WEB_DIST: z.string().default('web/dist'),
  LOG_LEVEL: trimmed,
  FILE_STORE: z.enum(['disk', 's3'], { error: (issue) => `must be disk or s3, got "${String(issue.input)}"` }).default('disk'),
  S3_ENDPOINT: text,
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: text,
  S3_SECRET_ACCESS_KEY: text,
  S3_FORCE_PATH_STYLE: z.string().optional().transform((raw) => raw === '1' || raw === 'true'),
  UPLOAD_TEMP_SWEEP_AGE_SECONDS: int(86_400),
  UPLOAD_IDLE_SECONDS: int(30),
  HEAP_GROWING_PERCENT: int(100),
  WEBAUTHN_RP_ID: trimmed,
  WEBAUTHN_RP_NAME: trimmed,
  WEBAUTHN_ORIGINS: list,
  OPEN_API_WINDOW_SECONDS: int(60),
  REDIS_URL: trimmed,
  REDIS_KEY_PREFIX: z.string().default('gwn:'),
  NOTICE_MAIL_BATCH: int(200),
  NOTICE_MAIL_CONCURRENCY: int(4),
  NOTICE_MAIL_MAX_ATTEMPTS: int(5),
  NOTICE_MAIL_RETRY_MS: int(30_000),
  DATA_CLEAN_BATCH_SIZE: int(5000),
  DATA_CLEAN_PAUSE_MS: int(50),
  SSO_SECRET_KEY: trimmed,
  SSO_TIMEOUT_SECONDS: int(600),
  SSO_CLOCK_TOLERANCE_SECONDS: int(30),
  AUDIT_STREAM_POLL_MS: int(500),
  AUDIT_STREAM_GAP_WAIT_MS: int(5000),
  // Per region; a port left unset is PORT + 1 + the region's place (resolved in readConfig).
  ...perRegion('PORT', int(-1)),
  ...perRegion('URL', z.string().optional()),
  ...perRegion('DATABASE_URL', text),
  ...perRegion('DEVICE_SECRET', text),
  ...perRegion('CRYPTO_KEY', trimmed),
}).superRefine((env, ctx) => {
  if (env.FILE_STORE === 's3' && !env.S3_BUCKET) ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is needed when FILE_STORE=s3' });
});
type Env = z.output<typeof envSchema>;

/** The environment parsed, or an error naming every variable that cannot be used. */
function parseEnv(env: NodeJS.ProcessEnv): Env {
  const parsed = envSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  throw new Error(parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; '));
}

/** A per-region variable of the parsed environment (`REGION_EU_PORT`). */
const regionVar = <T>(env: Env, region: RegionName, name: string): T => (env as Record<string, unknown>)[`REGION_${region}_${name}`] as T;

function storageConfig(env: Env): StorageConfig {
  return {
    kind: env.FILE_STORE,
    s3: {
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET ?? '',
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    },
  };
}

export function readConfig(rawEnv: NodeJS.ProcessEnv = process.env): Config {
  const env = parseEnv(rawEnv);
  const port = env.PORT;
  const regionPorts = Object.fromEntries(REGIONS.map((r, i) => {
    const set = regionVar<number>(env, r, 'PORT');
    return [r, set >= 0 ? set : port + 1 + i];
  })) as Record<RegionName, number>;
  const regionUrls = Object.fromEntries(
    REGIONS.map((r) => [r, regionVar<string | undefined>(env, r, 'URL') ?? `http://${env.PUBLIC_HOST}:${regionPorts[r]}`]),
  ) as Record<RegionName, string>;
  const accountUrl = env.ACCOUNT_URL ?? `http://${env.PUBLIC_HOST}:${port}`;
  const internalSecret = env.INTERNAL_SECRET ?? randomBytes(32).toString('hex');
  const deviceSecrets = Object.fromEntries(REGIONS.map((r) => [
    r, regionVar<string | undefined>(env, r, 'DEVICE_SECRET') ?? createHmac('sha256', internalSecret).update(`device-secret:${r}`).digest('hex'),
  ])) as Record<RegionName, string>;
  const defaultOrigins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`, new URL(accountUrl).origin];
  return {
    host: env.HOST,
    port,
    dataDir: path.resolve(env.DATA_DIR),
    accountUrl,
    regionUrls,
    regionPorts,
    databaseUrls: {
      account: env.ACCOUNT_DATABASE_URL,
      ...Object.fromEntries(REGIONS.map((r) => [r, regionVar<string | undefined>(env, r, 'DATABASE_URL')]).filter(([, v]) => v)),
    },
    databasePoolMax: Math.max(1, env.PG_POOL_MAX),
    embeddedSharedBuffers: env.EMBEDDED_SHARED_BUFFERS,
    databaseStartupWaitSeconds: env.DATABASE_STARTUP_WAIT_SECONDS,
    shutdownGraceSeconds: env.SHUTDOWN_GRACE_SECONDS,
    metricsToken: env.METRICS_TOKEN,
    corsOrigins: [...new Set(env.CORS_ORIGINS ?? defaultOrigins)],
    trustProxy: env.TRUST_PROXY ?? 'loopback',
    frameAncestors: env.FRAME_ANCESTORS ?? [],
    internalSecret,
    internalSecretSet: Boolean(env.INTERNAL_SECRET),
    serviceDatabaseUrl: env.DATABASE_URL,
    accountInternalUrl: env.ACCOUNT_INTERNAL_URL,
    deviceSecrets,
    adminPassword: env.ADMIN_PASSWORD,
    lockMaxFailures: env.LOCK_MAX_FAILURES,
    addressMaxFailures: env.ADDRESS_MAX_FAILURES,
    lockMinutes: env.LOCK_MINUTES,
    captchaAfterFailures: env.CAPTCHA_AFTER_FAILURES,
    captchaTtlSeconds: env.CAPTCHA_TTL_SECONDS,
    sessionIdleMinutes: env.SESSION_IDLE_MINUTES,
    sessionCacheSeconds: env.SESSION_CACHE_SECONDS,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    demoData: env.DEMO_DATA,
    // The /embed-demo host page: on with demo data unless EMBED_DEMO says otherwise.
    embedDemo: env.EMBED_DEMO ?? env.DEMO_DATA,
    demoScale: env.DEMO_SCALE,
    webDist: path.resolve(env.WEB_DIST),
    logLevel: env.LOG_LEVEL,
    storage: storageConfig(env),
    uploadTempSweepAgeSeconds: env.UPLOAD_TEMP_SWEEP_AGE_SECONDS,
    uploadIdleSeconds: env.UPLOAD_IDLE_SECONDS,
    socketIdleMs: Math.max(60, env.UPLOAD_IDLE_SECONDS * 2) * 1000,
    heapGrowingPercent: env.HEAP_GROWING_PERCENT,
    cryptoKeys: Object.fromEntries(REGIONS.map((r) => [r, cryptoKey(regionVar<string | undefined>(env, r, 'CRYPTO_KEY'), r, internalSecret)])) as Record<RegionName, Buffer>,
    webauthn: {
      rpId: env.WEBAUTHN_RP_ID ?? new URL(accountUrl).hostname,
      rpName: env.WEBAUTHN_RP_NAME ?? 'GWN Cloud Admin',
      origins: env.WEBAUTHN_ORIGINS ?? [new URL(accountUrl).origin],
    },
    openApiLimits: {
      windowMs: Math.max(1, env.OPEN_API_WINDOW_SECONDS) * 1000,
      redisUrl: env.REDIS_URL,
      redisKeyPrefix: env.REDIS_KEY_PREFIX,
    },
    noticeMail: {
      batchSize: Math.max(1, env.NOTICE_MAIL_BATCH),
      concurrency: Math.max(1, env.NOTICE_MAIL_CONCURRENCY),
      maxAttempts: Math.max(1, env.NOTICE_MAIL_MAX_ATTEMPTS),
      retryMs: Math.max(0, env.NOTICE_MAIL_RETRY_MS),
    },
    dataCleanBatchSize: Math.max(1, env.DATA_CLEAN_BATCH_SIZE),
    dataCleanPauseMs: env.DATA_CLEAN_PAUSE_MS,
    sso: {
      secretKey: ssoSecretKey(env.SSO_SECRET_KEY),
      timeoutSeconds: Math.max(1, env.SSO_TIMEOUT_SECONDS),
      clockToleranceSeconds: env.SSO_CLOCK_TOLERANCE_SECONDS,
    },
    auditStream: { pollMs: Math.max(20, env.AUDIT_STREAM_POLL_MS), gapWaitMs: Math.max(0, env.AUDIT_STREAM_GAP_WAIT_MS) },
    uploadMaxBytes: {
      firmware: firmware.FIRMWARE_LIMITS.maxBytes, portal: portal.PORTAL_LIMITS.maxBytes, plugin: plugins.PLUGIN_LIMITS.maxBytes,
      coreFile: deviceFiles.DEVICE_FILE_LIMITS.coreMaxBytes, captureFile: deviceFiles.DEVICE_FILE_LIMITS.captureMaxBytes,
      managerPackage: managerPackage.MANAGER_PACKAGE_LIMITS.maxBytes,
    },
  };
}
