import { describe, expect, it } from 'vitest';
import { RetCode, type Endpoint } from '@gwn/contract';
import { useTestSystem } from '../test-system.ts';
import { badInputsFor } from './bad-values.ts';
import { CONTRACT_ENDPOINTS, nameOf, serviceOf } from './contract-endpoints.ts';
import { passingCredential } from './credentials.ts';
import { send, type Answer, type Credential, type UploadFile } from './raw-request.ts';
import { requireRegistered } from './registered.ts';
import { SAMPLES } from './samples/registry.ts';
import { declaredFields, derivedPayload } from './schema-values.ts';
import { changedTables, databaseDigest, settledDigest } from './table-digest.ts';
import { auditRowsAfter, lastAuditId } from './audit-log-rows.ts';

/** A refusal: a non-zero retCode or an HTTP error. CSV and HTML replies carry no retCode; a 200 one succeeded. */
const refused = (a: Answer) => a.status >= 400 || (a.retCode !== null && a.retCode !== RetCode.Success);

/**
 * Refusals that are events of their own: an input that coerces to a valid one (`true` is id 1, root) may be an
 * attempt beyond the caller's permissions, which is written to the log as such (account/shared/delegation.ts),
 * and nothing else is.
 */
const LOGGED_REFUSALS: readonly string[] = ['delegationRefused', 'signInFailed', 'signInLocked', 'ssoSignInRefused'];
/**
 * A wrong answer to a sign-in question (a second factor's code after single sign-on) is a guess like a wrong password:
 * it counts toward the sign-in lock (account/shared/lockout.ts) and is logged, whatever made it.
 */
const COUNTED_FAILURE_TABLES: readonly string[] = ['signin_failures', 'signin_address_failures'];

/*
 * Generated from the contract: each endpoint gets its valid payload (its sample, else small valid values
 * derived from its schema) with one declared field at a time replaced by a bad value, and bodies that are
 * no JSON object. No answer may be a server error, and a refused one must leave every table as it was.
 * The variants of an endpoint run one after another on the file's one test system.
 */
/*
 * Bad input is refused by the same code before and after any SQL, and PGlite is PostgreSQL's own engine: the fuzz, the
 * suite's longest file, runs once, in the PostgreSQL half. Without a PostgreSQL server (scripts/test-all.sh says so)
 * it runs on PGlite instead (FUZZ_ON_PGLITE=1), so it is never skipped altogether.
 */
const fuzzHere = process.env.TEST_DB === 'postgres' || process.env.FUZZ_ON_PGLITE === '1';

describe.runIf(fuzzHere)('bad input to every endpoint of the contract', () => {
  const env = useTestSystem({ regions: ['US'] });
  const admin = env.operator();

  /** The base payload and the credential passing the guard: the sample's when the endpoint has one. */
  async function baseOf(endpoint: Endpoint): Promise<{ base: Record<string, unknown>; credential: Credential; file?: UploadFile }> {
    const build = SAMPLES.get(endpoint);
    const sample = build ? await build({ accountDb: env.accountDb, regionDb: env.regionDb(), admin, call: env.call }) : null;
    const payload = sample?.payload;
    const base = typeof payload === 'object' && payload !== null ? Object.fromEntries(Object.entries(payload)) : derivedPayload(endpoint);
    const credential = sample?.as && endpoint.guard !== 'internal' && endpoint.guard !== 'device' && endpoint.guard !== 'application' ? { token: sample.as.token } : await passingCredential(env, endpoint, admin);
    return { base, credential, file: sample?.file };
  }

  for (const endpoint of CONTRACT_ENDPOINTS) {
    it(`${nameOf(endpoint)}: no server error for bad input, and a refused input writes nothing`, async () => {
      const { app, db } = serviceOf(env, endpoint.service);
      requireRegistered(app, endpoint);
      const { base, credential, file } = await baseOf(endpoint);
      const failures: string[] = [];
      // Settled: an earlier accepted call (here or in the endpoint before) may still have a job writing.
      let before = await settledDigest(db);
      let lastEntry = await lastAuditId(db);
      for (const input of badInputsFor(endpoint, base, declaredFields(endpoint.request, base), file)) {
        const answer = await send(app, endpoint, { ...input.request, credential });
        const after = refused(answer) ? await databaseDigest(db) : await settledDigest(db);
        const changed = changedTables(before, after);
        const onlyLogged = changed.includes('audit_log') && changed.every((t) => t === 'audit_log' || COUNTED_FAILURE_TABLES.includes(t))
          && (await auditRowsAfter(db, lastEntry)).every((entry) => LOGGED_REFUSALS.includes(entry.showKey));
        if (answer.status >= 500 || answer.retCode === RetCode.ServiceError) {
          failures.push(`${input.label}: HTTP ${answer.status}, retCode ${answer.retCode}`);
        } else if (refused(answer) && changed.length > 0 && !onlyLogged) {
          failures.push(`${input.label}: refused (HTTP ${answer.status}, retCode ${answer.retCode}) but changed ${changed.join(', ')}`);
        }
        before = after;
        lastEntry = await lastAuditId(db);
      }
      expect(failures).toEqual([]);
    });
  }
});
