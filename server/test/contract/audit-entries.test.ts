import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isAuditAction, type AuditAction, type Endpoint } from '@gwn/contract';
import { useTestSystem } from '../test-system.ts';
import { auditRowsAfter, lastAuditId } from './audit-log-rows.ts';
import { CONTRACT_ENDPOINTS, nameOf, serviceOf } from './contract-endpoints.ts';
import { passingCredential } from './credentials.ts';
import { payloadRequest, send } from './raw-request.ts';
import { requireRegistered } from './registered.ts';
import { missingSample, SAMPLE_LIST, SAMPLES } from './samples/registry.ts';

/** Entries a background job writes on its own (a transfer finishing), never by a call: not the call's entry. */
const WRITTEN_BY_JOBS: readonly AuditAction[] = ['enterpriseTransferDone', 'enterpriseTransferFail'];

const mutating = (endpoint: Endpoint): endpoint is Endpoint & { audit: AuditAction } => endpoint.audit !== null;

/*
 * Generated from the contract and the sample registry: every mutating endpoint's successful call writes
 * exactly one audit entry, in its service's log, with the contract's action, the caller and the address.
 */
describe('the audit entry of every mutating endpoint', () => {
  // EU runs too: starting a transfer asks the target region about the enterprise.
  const env = useTestSystem({ regions: ['US', 'EU'] });
  const admin = env.operator();

  it('has one sample per mutating endpoint of the contract, and no other', () => {
    const endpoints = SAMPLE_LIST.map(([endpoint]) => endpoint);
    expect(endpoints.filter((e) => !CONTRACT_ENDPOINTS.includes(e) || !mutating(e)).map(nameOf)).toEqual([]);
    expect(endpoints.filter((e, i) => endpoints.indexOf(e) !== i).map(nameOf)).toEqual([]);
  });

  for (const endpoint of CONTRACT_ENDPOINTS.filter(mutating)) {
    const name = nameOf(endpoint);
    it(`${name}: a successful call writes exactly one ${endpoint.audit} entry naming its caller and address`, async () => {
      const build = SAMPLES.get(endpoint);
      if (!build) expect.fail(missingSample(name));
      const { app, db } = serviceOf(env, endpoint.service);
      // Built and checked against the contract first, so a sample is checked even while its area is not registered.
      const sample = await build({ accountDb: env.accountDb, regionDb: env.regionDb(), admin, call: env.call });
      const parsed = z.safeParse(endpoint.request, sample.payload);
      expect(parsed.error?.issues ?? [], 'the sample payload must be valid for the contract').toEqual([]);
      requireRegistered(app, endpoint);
      const caller = sample.as ?? (endpoint.guard === 'public' ? null : admin);
      const before = await lastAuditId(db);

      const credential = endpoint.guard === 'internal' || endpoint.guard === 'device' ? await passingCredential(env, endpoint, admin) : caller && { token: caller.token };
      const answer = await send(app, endpoint, { ...payloadRequest(endpoint, sample.payload, sample.file), credential });
      expect(answer.status, answer.text.slice(0, 500)).toBe(200);
      if ((endpoint.reply ?? 'envelope') === 'envelope') expect(answer.retCode, answer.text.slice(0, 500)).toBe(0);

      const entries = (await auditRowsAfter(db, before)).filter((e) => !(isAuditAction(e.showKey) && WRITTEN_BY_JOBS.includes(e.showKey)));
      expect(entries.map((e) => e.showKey)).toEqual([endpoint.audit]);
      const [entry] = entries;
      const actor = sample.actor ?? caller?.account;
      if (actor !== undefined) expect(entry.accountName).toBe(actor);
      expect(entry.ip).toMatch(/\S/);
      if (sample.edits) {
        const changes = entry.detail.changes ?? [];
        expect(changes.length, 'an edit lists its changed fields').toBeGreaterThan(0);
        for (const change of changes) expect(Object.keys(change)).toEqual(expect.arrayContaining(['field', 'before', 'after']));
      }
    });
  }
});
