import { describe, expect, it } from 'vitest';
import { RetCode, type Endpoint } from '@gwn/contract';
import { useTestSystem } from '../test-system.ts';
import { multipartBody } from '../upload-client.ts';
import { CONTRACT_ENDPOINTS, nameOf, serviceOf } from './contract-endpoints.ts';
import { passingCredential } from './credentials.ts';
import { encodeQuery, send, type RawRequest } from './raw-request.ts';
import { requireRegistered } from './registered.ts';
import { derivedPayload, hasRequiredFields } from './schema-values.ts';
import { tablesChangedBy } from './table-digest.ts';

interface MalformedCase { label: string; request: RawRequest }

/** The empty or malformed requests of an endpoint, by the way it takes its payload. */
function malformedCases(endpoint: Endpoint): MalformedCase[] {
  const required = hasRequiredFields(endpoint);
  if (endpoint.upload) {
    const query = encodeQuery(derivedPayload(endpoint));
    const noFile = multipartBody(`${endpoint.upload.field}-missing`, 'sample.bin', Buffer.from('sample'));
    return [
      { label: 'a form without the file field', request: { query, body: noFile.body, contentType: noFile.contentType } },
      { label: 'a body that is no form', request: { query, body: '{}', contentType: 'application/json' } },
      ...(required ? [{ label: 'a query missing its required fields', request: { body: noFile.body, contentType: noFile.contentType } }] : []),
    ];
  }
  if (endpoint.method === 'GET') return required ? [{ label: 'a query missing its required fields', request: {} }] : [];
  const json = (body: string) => ({ body, contentType: 'application/json' });
  return [
    { label: 'invalid JSON', request: json('{"a":') },
    { label: 'an empty JSON body', request: json('') },
    { label: 'a JSON array', request: json('[]') },
    { label: 'a text/plain body', request: { body: 'a=1', contentType: 'text/plain' } },
    ...(required ? [{ label: '{}', request: json('{}') }] : []),
  ];
}

/** The test's title: the cases it sends, or why an endpoint has none. */
function titleOf(endpoint: Endpoint, cases: MalformedCase[]): string {
  const name = nameOf(endpoint);
  if (cases.length === 0) return `${name}: accepts any query (no required field), no malformed query to send`;
  const note = !endpoint.upload && endpoint.method === 'POST' && !hasRequiredFields(endpoint) ? ' ({} is valid: no required field)' : '';
  return `${name}: 50005 for ${cases.map((c) => c.label).join(', ')}${note}; nothing written`;
}

/*
 * Generated from the contract: every endpoint refuses an empty or malformed payload with 50005 and writes
 * nothing, past its guard (a super administrator's credential or the internal secret; none for public ones).
 */
describe('empty and malformed payloads of every endpoint of the contract', () => {
  const env = useTestSystem({ regions: ['US'] });
  const admin = env.operator();

  for (const endpoint of CONTRACT_ENDPOINTS) {
    const cases = malformedCases(endpoint);
    it(titleOf(endpoint, cases), async () => {
      const { app, db } = serviceOf(env, endpoint.service);
      requireRegistered(app, endpoint);
      if (cases.length === 0) {
        expect(hasRequiredFields(endpoint)).toBe(false);
        return;
      }
      const credential = await passingCredential(env, endpoint, admin);
      const { value: answers, changed } = await tablesChangedBy(db, async () => {
        const all: Record<string, unknown>[] = [];
        for (const { label, request } of cases) {
          const answer = await send(app, endpoint, { ...request, credential });
          all.push({ label, status: answer.status, retCode: answer.retCode });
        }
        return all;
      });
      expect(answers).toEqual(cases.map(({ label }) => ({ label, status: 200, retCode: RetCode.InvalidParameters })));
      expect(changed).toEqual([]);
    });
  }
});
