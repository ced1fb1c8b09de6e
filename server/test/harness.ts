import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { Endpoint, Envelope, InvalidInputData, RegionName, RequestOf, ResponseOf } from '@gwn/contract';
import type { CaptchaGenerator } from '../src/account/shared/captcha-generator.ts';
import { readConfig, type Config } from '../src/config.ts';
import type { LogSettings } from '../src/core/logging.ts';
import { startSystem, type DatabaseLocation, type RunningSystem } from '../src/system.ts';
import { pgliteTemplate } from './pglite-templates.ts';
import { databaseUrl, withAdminClient } from './postgres.ts';

export const TEST_ADMIN_PASSWORD = 'Root@2026!';

export interface TestSystem extends RunningSystem {
  /** Calls an endpoint on its service (a region's when `region` is given) through Fastify's inject. */
  call<E extends Endpoint>(endpoint: E, payload?: RequestOf<E>, opts?: CallOptions): Promise<CallResult<ResponseOf<E>>>;
}

export interface CallOptions { token?: string; region?: RegionName; lang?: 'en' | 'zh'; headers?: Record<string, string> }
/** A reply as the endpoint's contract types it (a refusal carries the same envelope, its data absent). */
export interface CallResult<T = unknown> {
  status: number;
  body: Envelope<T>;
  headers: Record<string, unknown>;
}

/** The data of a 50005 refusal, which the endpoint's response type does not describe (contract invalid-input.ts). */
export const invalidInputOf = (reply: CallResult): InvalidInputData => reply.body.data as InvalidInputData;

async function freshPostgresDatabase(prefix: string, kind: 'account' | 'region'): Promise<DatabaseLocation> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  // Two test files copying one template at the same moment: PostgreSQL refuses the second while the first
  // reads the template (55006, object in use); it is free again a moment later.
  for (let attempt = 1; ; attempt++) {
    try {
      await withAdminClient((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${prefix}_${kind}_tmpl`));
      return { url: databaseUrl(name) };
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt >= 20) throw err;
      await new Promise((done) => setTimeout(done, 100 * attempt));
    }
  }
}

export interface TestSystemOptions {
  regions?: RegionName[];
  config?: Partial<Config>;
  captcha?: CaptchaGenerator;
  /** Where the services log (silent unless given). */
  logger?: LogSettings;
  /** Run the account service (default true); without it, the regions verify sessions at `accountInternalUrl`. */
  account?: boolean;
  accountInternalUrl?: string;
  /** Databases chosen up front (durableDatabases), so a service can be stopped and started again on its rows. */
  databases?: ReadonlyMap<string, DatabaseLocation>;
}

/**
 * Databases that outlive the services using them, one per named service: PGlite directories, or fresh
 * PostgreSQL databases when the suite runs with TEST_DB=postgres.
 */
export async function durableDatabases(services: readonly ('account' | RegionName)[]): Promise<Map<string, DatabaseLocation>> {
  const prefix = inject('pgRunPrefix');
  const dir = prefix ? '' : mkdtempSync(path.join(os.tmpdir(), 'gwn-test-db-'));
  const locations = new Map<string, DatabaseLocation>();
  for (const service of services) {
    locations.set(service, prefix
      ? await freshPostgresDatabase(prefix, service === 'account' ? 'account' : 'region')
      : { dataDir: path.join(dir, service.toLowerCase()) });
  }
  return locations;
}

/**
 * The account service and the regions, each on a free loopback port with its own empty database
 * (in-memory PGlite, or a fresh PostgreSQL database when the suite runs with TEST_DB=postgres).
 */
export async function startTestSystem(opts: TestSystemOptions = {}): Promise<TestSystem> {
  const prefix = inject('pgRunPrefix');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gwn-test-'));
  const config: Config = {
    ...readConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, DEMO_DATA: '0', WEB_DIST: path.join(dataDir, 'no-console') }),
    ...opts.config,
  };
  const locations = new Map<string, DatabaseLocation>(opts.databases ?? []);
  if (!opts.databases) {
    const templates = inject('pgliteTemplateDir');
    const fresh = (kind: 'account' | 'region') =>
      (prefix ? freshPostgresDatabase(prefix, kind) : Promise.resolve({ copyOf: pgliteTemplate(templates, kind) }));
    locations.set('account', await fresh('account'));
    for (const r of opts.regions ?? ['US', 'EU', 'CN']) locations.set(r, await fresh('region'));
  }
  const system = await startSystem({
    config, regions: opts.regions, ephemeralPorts: true, databaseFor: (s) => locations.get(s) ?? {}, captcha: opts.captcha,
    account: opts.account, accountInternalUrl: opts.accountInternalUrl, logger: opts.logger,
  });

  return Object.assign(system, {
    async call<E extends Endpoint>(endpoint: E, payload?: RequestOf<E>, callOpts: CallOptions = {}): Promise<CallResult<ResponseOf<E>>> {
      const target = endpoint.service === 'account' ? system.account?.app : system.regions[callOpts.region ?? 'US']?.app;
      if (!target) throw new Error(`no ${endpoint.service} service ${callOpts.region ?? ''} in this test system`);
      const headers: Record<string, string> = { 'accept-language': callOpts.lang ?? 'en', ...callOpts.headers };
      if (callOpts.token) headers.authorization = callOpts.token;
      const res = await target.inject({
        method: endpoint.method, url: endpoint.path, headers,
        ...(endpoint.method === 'GET' ? { query: payload as Record<string, string> } : { payload: (payload ?? {}) as object }),
      });
      return { status: res.statusCode, body: res.json(), headers: res.headers };
    },
  });
}
