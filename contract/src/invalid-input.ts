/**
 * What a 50005 (invalid parameters) carries in `data`: `fields`, each offending field's dotted path (`emails.3`)
 * with the service's English text (for logs and API clients), and `rules`, the rule each broke with its limit, so
 * the console words it in the operator's language beside the field (docs/architecture.md, "Invalid input").
 */
export const FIELD_RULES = [
  'required', 'number', 'integer', 'min', 'max', 'minLength', 'maxLength', 'minItems', 'maxItems', 'format', 'choice', 'invalid',
] as const;
export type FieldRuleName = (typeof FIELD_RULES)[number];

export interface FieldRule { rule: FieldRuleName; limit?: number }
export interface InvalidInputData { fields: Record<string, string>; rules?: Record<string, FieldRule> }

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isFieldRule = (value: unknown): value is FieldRule =>
  isRecord(value) && FIELD_RULES.includes(value.rule as FieldRuleName) && (value.limit === undefined || typeof value.limit === 'number');

/** True when a 50005's `data` has the shape above (the console reads it from any service, so it checks first). */
export function isInvalidInputData(data: unknown): data is InvalidInputData {
  if (!isRecord(data) || !isRecord(data.fields) || !Object.values(data.fields).every((text) => typeof text === 'string')) return false;
  return data.rules === undefined || (isRecord(data.rules) && Object.values(data.rules).every(isFieldRule));
}

/** Why a value failed a zod schema, as a rule name: the issue's code and its details (zod 4 issue shape). */
export function fieldRuleOfIssue(code: string, details: Record<string, unknown>, message = ''): FieldRule {
  const limit = (key: 'minimum' | 'maximum') => (typeof details[key] === 'number' ? { limit: details[key] as number } : {});
  const origin = details.origin;
  switch (code) {
    case 'invalid_type':
      if (/received undefined$/.test(message)) return { rule: 'required' };
      if (details.expected === 'int') return { rule: 'integer' };
      return details.expected === 'number' ? { rule: 'number' } : { rule: 'invalid' };
    case 'too_small':
      if ((origin === 'string' || origin === 'array') && details.minimum === 1) return { rule: 'required' };
      if (origin === 'string') return { rule: 'minLength', ...limit('minimum') };
      if (origin === 'array' || origin === 'set') return { rule: 'minItems', ...limit('minimum') };
      return { rule: 'min', ...limit('minimum') };
    case 'too_big':
      if (origin === 'string') return { rule: 'maxLength', ...limit('maximum') };
      if (origin === 'array' || origin === 'set') return { rule: 'maxItems', ...limit('maximum') };
      return { rule: 'max', ...limit('maximum') };
    case 'invalid_format':
      return { rule: 'format' };
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_key':
      return { rule: 'choice' };
    default:
      return { rule: 'invalid' };
  }
}
