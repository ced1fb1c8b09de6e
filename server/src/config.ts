import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import path from 'node:path';
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
  /** Connections per service to PostgreSQL. */
  databasePoolMax: number;
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
function cryptoKey(env: NodeJS.ProcessEnv, region: RegionName, internalSecret: string): Buffer {
  const name = `REGION_${region}_CRYPTO_KEY`;
  const raw = env[name]?.trim();
  if (!raw) return Buffer.from(hkdfSync('sha256', internalSecret, 'gwn-crypto-tool', `region ${region}`, 32));
  const key = /^[0-9a-fA-F]{64}$/.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (key.length !== 32 || (!/^[0-9a-fA-F]{64}$/.test(raw) && key.toString('base64') !== raw)) {
    throw new Error(`${name} must be 32 bytes, as 64 hex digits or as Base64`);
  }
  return key;
}

export interface StorageConfig {
  kind: 'disk' | 's3';
  s3: {
    endpoint?: string; bucket: string; region: string; accessKeyId?: string; secretAccessKey?: string; forcePathStyle: boolean;
  };
}

function storageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  const kind = env.FILE_STORE ?? 'disk';
  if (kind !== 'disk' && kind !== 's3') throw new Error(`FILE_STORE must be disk or s3, got "${kind}"`);
  if (kind === 's3' && !env.S3_BUCKET) throw new Error('FILE_STORE=s3 needs S3_BUCKET');
  return {
    kind,
    s3: {
      endpoint: env.S3_ENDPOINT || undefined,
      bucket: env.S3_BUCKET ?? '',
      region: env.S3_REGION ?? 'us-east-1',
      accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
    },
  };
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env, 'PORT', 8080);
  const publicHost = env.PUBLIC_HOST ?? 'localhost';
  const regionPorts = Object.fromEntries(REGIONS.map((r, i) => [r, int(env, `REGION_${r}_PORT`, port + 1 + i)])) as Record<RegionName, number>;
  const regionUrls = Object.fromEntries(
    REGIONS.map((r) => [r, env[`REGION_${r}_URL`] ?? `http://${publicHost}:${regionPorts[r]}`]),
  ) as Record<RegionName, string>;
  const accountUrl = env.ACCOUNT_URL ?? `http://${publicHost}:${port}`;
  const internalSecret = env.INTERNAL_SECRET ?? randomBytes(32).toString('hex');
  const deviceSecrets = Object.fromEntries(REGIONS.map((r) => [
    r, env[`REGION_${r}_DEVICE_SECRET`] || createHmac('sha256', internalSecret).update(`device-secret:${r}`).digest('hex'),
  ])) as Record<RegionName, string>;
  const defaultOrigins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`, new URL(accountUrl).origin];
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    accountUrl,
    regionUrls,
    regionPorts,
    databaseUrls: {
      account: env.ACCOUNT_DATABASE_URL,
      ...Object.fromEntries(REGIONS.map((r) => [r, env[`REGION_${r}_DATABASE_URL`]]).filter(([, v]) => v)),
    },
    databasePoolMax: Math.max(1, int(env, 'PG_POOL_MAX', 20)),
    databaseStartupWaitSeconds: int(env, 'DATABASE_STARTUP_WAIT_SECONDS', 60),
    shutdownGraceSeconds: int(env, 'SHUTDOWN_GRACE_SECONDS', 25),
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
    corsOrigins: [...new Set((env.CORS_ORIGINS?.split(',').map((s) => s.trim()).filter(Boolean)) ?? defaultOrigins)],
    trustProxy: env.TRUST_PROXY?.trim() || 'loopback',
    frameAncestors: env.FRAME_ANCESTORS?.split(',').map((s) => s.trim()).filter(Boolean) ?? [],
    internalSecret,
    internalSecretSet: Boolean(env.INTERNAL_SECRET),
    serviceDatabaseUrl: env.DATABASE_URL?.trim() || undefined,
    accountInternalUrl: env.ACCOUNT_INTERNAL_URL?.trim() || undefined,
    deviceSecrets,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    lockMaxFailures: int(env, 'LOCK_MAX_FAILURES', 5),
    addressMaxFailures: int(env, 'ADDRESS_MAX_FAILURES', 20),
    lockMinutes: int(env, 'LOCK_MINUTES', 15),
    captchaAfterFailures: int(env, 'CAPTCHA_AFTER_FAILURES', 2),
    captchaTtlSeconds: int(env, 'CAPTCHA_TTL_SECONDS', 120),
    sessionIdleMinutes: int(env, 'SESSION_IDLE_MINUTES', 120),
    sessionCacheSeconds: int(env, 'SESSION_CACHE_SECONDS', 3),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'GWN Cloud Admin <no-reply@gwn.localhost>',
    demoData: env.DEMO_DATA !== '0',
    embedDemo: env.EMBED_DEMO === undefined || env.EMBED_DEMO === '' ? env.DEMO_DATA !== '0' : env.EMBED_DEMO !== '0',
    demoScale: int(env, 'DEMO_SCALE', 1),
    webDist: path.resolve(env.WEB_DIST ?? 'web/dist'),
    logLevel: env.LOG_LEVEL?.trim() || undefined,
    storage: storageConfig(env),
    uploadTempSweepAgeSeconds: int(env, 'UPLOAD_TEMP_SWEEP_AGE_SECONDS', 86_400),
    uploadIdleSeconds: int(env, 'UPLOAD_IDLE_SECONDS', 30),
    socketIdleMs: Math.max(60, int(env, 'UPLOAD_IDLE_SECONDS', 30) * 2) * 1000,
    heapGrowingPercent: int(env, 'HEAP_GROWING_PERCENT', 100),
    cryptoKeys: Object.fromEntries(REGIONS.map((r) => [r, cryptoKey(env, r, internalSecret)])) as Record<RegionName, Buffer>,
    webauthn: {
      rpId: env.WEBAUTHN_RP_ID?.trim() || new URL(accountUrl).hostname,
      rpName: env.WEBAUTHN_RP_NAME?.trim() || 'GWN Cloud Admin',
      origins: env.WEBAUTHN_ORIGINS?.split(',').map((s) => s.trim()).filter(Boolean) ?? [new URL(accountUrl).origin],
    },
    openApiLimits: {
      windowMs: Math.max(1, int(env, 'OPEN_API_WINDOW_SECONDS', 60)) * 1000,
      redisUrl: env.REDIS_URL?.trim() || undefined,
      redisKeyPrefix: env.REDIS_KEY_PREFIX ?? 'gwn:',
    },
    noticeMail: {
      batchSize: Math.max(1, int(env, 'NOTICE_MAIL_BATCH', 200)),
      concurrency: Math.max(1, int(env, 'NOTICE_MAIL_CONCURRENCY', 4)),
      maxAttempts: Math.max(1, int(env, 'NOTICE_MAIL_MAX_ATTEMPTS', 5)),
      retryMs: Math.max(0, int(env, 'NOTICE_MAIL_RETRY_MS', 30_000)),
    },
    dataCleanBatchSize: Math.max(1, int(env, 'DATA_CLEAN_BATCH_SIZE', 5000)),
    dataCleanPauseMs: int(env, 'DATA_CLEAN_PAUSE_MS', 50),
    uploadMaxBytes: {
      firmware: firmware.FIRMWARE_LIMITS.maxBytes, portal: portal.PORTAL_LIMITS.maxBytes, plugin: plugins.PLUGIN_LIMITS.maxBytes,
      coreFile: deviceFiles.DEVICE_FILE_LIMITS.coreMaxBytes, captureFile: deviceFiles.DEVICE_FILE_LIMITS.captureMaxBytes,
      managerPackage: managerPackage.MANAGER_PACKAGE_LIMITS.maxBytes,
    },
  };
}
