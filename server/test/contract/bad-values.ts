import type { Endpoint } from '@gwn/contract';
import { multipartBody } from '../upload-client.ts';
import { encodeQuery, type RawRequest, type UploadFile } from './raw-request.ts';
import type { FieldPath } from './schema-values.ts';

/** One bad input: what it is, for the failure message, and the request carrying it. */
export interface BadInput { label: string; request: RawRequest }

const ONE_MB_STRING = 'x'.repeat(1_000_000);
/** Far deeper than any payload of ours, and than a recursive walk of it survives (about 5 000 levels); 100 kB of JSON. */
const NESTING_LEVELS = 20_000;
/** Built as text: JSON.stringify itself cannot write an object this deep. */
const deeplyNestedJson = `${'{"a":'.repeat(NESTING_LEVELS)}{}${'}'.repeat(NESTING_LEVELS)}`;

/** JSON texts that replace one field: wrong types, extreme sizes and numbers, text PostgreSQL cannot store. */
function badJsonValues(current: unknown): { label: string; json: string }[] {
  const wrongType = typeof current === 'number' ? '"abc"' : typeof current === 'string' ? '7' : '"abc"';
  return [
    { label: 'a value of the wrong type', json: wrongType },
    { label: 'an object', json: '{"a":1}' },
    { label: 'an array', json: '[1,"a"]' },
    { label: 'a boolean', json: 'true' },
    { label: 'a 1 MB string', json: JSON.stringify(ONE_MB_STRING) },
    { label: 'a string with a NUL byte', json: '"a\\u0000b"' },
    { label: 'a lone surrogate', json: '"\\ud800"' },
    { label: '-1', json: '-1' },
    { label: '1e308', json: '1e308' },
    { label: `an object nested ${NESTING_LEVELS} levels deep`, json: deeplyNestedJson },
  ];
}

/** What a query can carry instead of a field's value (every value there is text; a list repeats the key). */
const BAD_QUERY_VALUES: { label: string; value: string | string[] }[] = [
  { label: 'text where a number goes', value: 'abc' },
  { label: 'a number', value: '7' },
  { label: 'a boolean', value: 'true' },
  { label: 'a repeated key (a list)', value: ['a', 'b'] },
  { label: 'a 1 MB string', value: ONE_MB_STRING },
  { label: 'a string with a NUL byte', value: 'a\u0000b' },
  { label: 'a lone surrogate (invalid UTF-8)', value: '\ud800' },
  { label: '-1', value: '-1' },
  { label: '1e308', value: '1e308' },
];

const MARKER = '__bad_value_goes_here__';

function withValueAt(base: unknown, path: FieldPath, value: unknown): unknown {
  const copy: unknown = structuredClone(base ?? {});
  let node: unknown = copy;
  path.forEach((key, i) => {
    if (typeof node !== 'object' || node === null) return;
    if (i === path.length - 1) Reflect.set(node, key, value);
    else {
      if (typeof Reflect.get(node, key) !== 'object' || Reflect.get(node, key) === null) Reflect.set(node, key, {});
      node = Reflect.get(node, key);
    }
  });
  return copy;
}

function valueAt(base: unknown, path: FieldPath): unknown {
  return path.reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? Reflect.get(node, key) : undefined), base);
}

const pathText = (path: FieldPath) => path.join('.');

/** A JSON body with one field replaced: the field is written as a marker, then the marker as the bad JSON text. */
function jsonBodies(base: unknown, fields: readonly FieldPath[]): BadInput[] {
  return fields.flatMap((path) => {
    const template = JSON.stringify(withValueAt(base, path, MARKER));
    return badJsonValues(valueAt(base, path)).map(({ label, json }) => ({
      label: `${pathText(path)} = ${label}`,
      request: { body: template.replace(`"${MARKER}"`, () => json), contentType: 'application/json' },
    }));
  });
}

/** Bodies that are not a JSON object at all. */
const WHOLE_BODIES: BadInput[] = [
  { label: 'invalid JSON', request: { body: '{"a":', contentType: 'application/json' } },
  { label: 'a wrong content type (text/plain)', request: { body: 'a=1', contentType: 'text/plain' } },
  { label: 'JSON null', request: { body: 'null', contentType: 'application/json' } },
  { label: `a body nested ${NESTING_LEVELS} levels deep`, request: { body: deeplyNestedJson, contentType: 'application/json' } },
];

function queries(base: Record<string, unknown>, fields: readonly FieldPath[]): { label: string; query: string }[] {
  // A query has no nesting: only its top-level fields can be replaced.
  return fields.filter((path) => path.length === 1).flatMap(([key]) => BAD_QUERY_VALUES.map(({ label, value }) => ({
    label: `${String(key)} = ${label}`, query: encodeQuery({ ...base, [key]: value }),
  })));
}

/**
 * The bad inputs of one endpoint around a base payload (valid, or as valid as the schema allows): each
 * declared field replaced in turn, then whole bodies that are no JSON object (or, for uploads, no form;
 * their query variants carry the sample's file, so the query is what is wrong).
 */
export function badInputsFor(endpoint: Endpoint, base: Record<string, unknown>, fields: readonly FieldPath[], file?: UploadFile): BadInput[] {
  if (endpoint.upload) {
    const form = multipartBody(endpoint.upload.field, file?.name ?? 'sample.bin', file?.content ?? Buffer.from('sample'));
    const query = encodeQuery(base);
    return [
      ...queries(base, fields).map(({ label, query: q }) => ({ label, request: { query: q, body: form.body, contentType: form.contentType } })),
      { label: 'a JSON body instead of a form', request: { query, body: '{}', contentType: 'application/json' } },
      { label: 'a form that is not multipart', request: { query, body: 'file=a', contentType: 'application/x-www-form-urlencoded' } },
      { label: 'a multipart body that is cut off', request: { query, body: form.body.subarray(0, 40), contentType: form.contentType } },
    ];
  }
  if (endpoint.method === 'GET') return queries(base, fields).map(({ label, query }) => ({ label, request: { query } }));
  return [...jsonBodies(base, fields), ...WHOLE_BODIES];
}
