import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Endpoint } from '@gwn/contract';

type Schema = z.core.$ZodType;
type Found = { value: unknown } | null;

/**
 * Strings that between them satisfy the contract's string rules (lengths, MAC, SHA-256 digests, tokens of
 * at least 16 characters, model keys, region names, JSON text); a field takes the first its schema accepts.
 */
const STRINGS = [
  'a', 'GWN7660', 'AA:BB:CC:DD:EE:FF', createHash('sha256').update('sample').digest('hex'),
  'sample-value-0123456789', '1.0.1', 'US', 'en', 'owner@example.test', '{}',
];
const NUMBERS = [1, 7, 0];
/** Recursive schemas (the menu tree) are followed this deep. */
const MAX_DEPTH = 5;

/** The schema inside wrappers that do not change which values are valid at all (optional, default, pipe...). */
function inner(schema: Schema): Schema | null {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault
    || schema instanceof z.ZodPrefault || schema instanceof z.ZodCatch || schema instanceof z.ZodReadonly
    || schema instanceof z.ZodNonOptional || schema instanceof z.ZodLazy) return schema.unwrap();
  if (schema instanceof z.ZodPipe) return schema.in;
  return null;
}

/** Values worth trying for a schema, by its type; the first one it accepts becomes the sample value. */
function candidates(schema: Schema, depth: number): unknown[] {
  if (depth > MAX_DEPTH) return [];
  const wrapped = inner(schema);
  if (wrapped) return candidates(wrapped, depth + 1);
  if (schema instanceof z.ZodUnion) return schema.options.flatMap((option) => candidates(option, depth + 1));
  if (schema instanceof z.ZodEnum) return schema.options;
  if (schema instanceof z.ZodLiteral) return [...schema.values];
  if (schema instanceof z.ZodString) return STRINGS;
  if (schema instanceof z.ZodNumber) return NUMBERS;
  if (schema instanceof z.ZodBoolean) return [true, false];
  if (schema instanceof z.ZodNull) return [null];
  if (schema instanceof z.ZodArray) {
    const item = validValue(schema.element, depth + 1);
    return item ? [[item.value], []] : [[]];
  }
  if (schema instanceof z.ZodObject) return [objectValue(schema, depth + 1)];
  return ['a', 1, {}];
}

function validValue(schema: Schema, depth = 0): Found {
  for (const candidate of candidates(schema, depth)) if (z.safeParse(schema, candidate).success) return { value: candidate };
  return null;
}

/** Every field of an object that some candidate satisfies, optional ones included (so they are exercised too). */
function objectValue(schema: z.ZodObject, depth: number): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const found = validValue(field, depth);
    if (found) value[key] = found.value;
  }
  return value;
}

/** The object schema a request is, under its wrappers (a pipe, `.or(undefined)`); null when it is none. */
export function objectSchemaOf(schema: Schema): z.ZodObject | null {
  if (schema instanceof z.ZodObject) return schema;
  const wrapped = inner(schema);
  if (wrapped) return objectSchemaOf(wrapped);
  if (schema instanceof z.ZodUnion) {
    for (const option of schema.options) {
      const found = objectSchemaOf(option);
      if (found) return found;
    }
  }
  return null;
}

/**
 * A payload of small valid values derived from an endpoint's request schema (its query for GET and
 * uploads), for requests whose content does not matter or as the base that fuzzing varies.
 */
export function derivedPayload(endpoint: Endpoint): Record<string, unknown> {
  const object = objectSchemaOf(endpoint.request);
  return object ? objectValue(object, 0) : {};
}

/** True when an empty payload is refused: the request has fields that must be given. */
export const hasRequiredFields = (endpoint: Endpoint): boolean => !z.safeParse(endpoint.request, {}).success;

/** A field of a payload by its path from the top (`['filter', 'state']`, `['portalVersions', 0, 'apType']`). */
export type FieldPath = readonly (string | number)[];

/**
 * The fields the request schema declares, nested objects (and the first element of arrays of objects)
 * included; fields a passthrough object merely lets through are not the contract's, so not listed.
 */
export function declaredFields(schema: Schema, base: unknown, prefix: FieldPath = []): FieldPath[] {
  const object = objectSchemaOf(schema);
  if (!object || prefix.length > 3) return [];
  return Object.entries(object.shape).flatMap(([key, field]) => {
    const path = [...prefix, key];
    const value = typeof base === 'object' && base !== null ? Object.entries(base).find(([k]) => k === key)?.[1] : undefined;
    const elementSchema = arrayElementOf(field);
    const nested = elementSchema && Array.isArray(value) && value.length > 0
      ? declaredFields(elementSchema, value[0], [...path, 0])
      : declaredFields(field, value, path);
    return [path, ...nested];
  });
}

function arrayElementOf(schema: Schema): Schema | null {
  if (schema instanceof z.ZodArray) return schema.element;
  const wrapped = inner(schema);
  return wrapped ? arrayElementOf(wrapped) : null;
}
