import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { isInvalidInputData, RetCode, type FieldRule } from '@gwn/contract/console';
import { errorText } from '../api/api-error.ts';

type NamePath = string | number | (string | number)[];

/** One field a 50005 names: its dotted path in the payload and what is wrong with it, in the operator's language. */
export interface RefusedField { path: string; problem: string }

const NEEDS_LIMIT = new Set<FieldRule['rule']>(['min', 'max', 'minLength', 'maxLength', 'minItems', 'maxItems']);

/** A rule the service names, in the operator's language ("At most 2147483647" / "不能大于 2147483647"). */
export function ruleText(rule: FieldRule, t: TFunction): string {
  const name = NEEDS_LIMIT.has(rule.rule) && rule.limit === undefined ? 'invalid' : rule.rule;
  return t(`common:invalidInput.rule.${name}`, { limit: rule.limit });
}

/**
 * The fields a refusal with retCode 50005 names (an `ApiCallError`, or a failed region of `sendToRegions`); [] for
 * anything else. A field without a rule (a service's own check) says the service did not accept it.
 */
export function refusedFields(refusal: unknown, t: TFunction): RefusedField[] {
  if (typeof refusal !== 'object' || refusal === null || !('retCode' in refusal) || refusal.retCode !== RetCode.InvalidParameters) return [];
  const data = 'data' in refusal ? refusal.data : null;
  if (!isInvalidInputData(data)) return [];
  const { fields, rules = {} } = data;
  return Object.keys(fields).map((path) => ({ path, problem: ruleText(rules[path] ?? { rule: 'invalid' }, t) }));
}

export interface FormRefusalOptions {
  /** The field's label in the operator's language, by payload path or its first segment; the path itself otherwise. */
  labelOf?: (field: string) => string | undefined;
  /** Payload fields the form holds under another name (the bulletin's startTime and endTime are its `range`). */
  fieldOf?: Record<string, NamePath>;
}

const segments = (path: string) => path.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s));
const samePrefix = (name: (string | number)[], path: (string | number)[]) => name.length <= path.length && name.every((s, i) => s === path[i]);

/**
 * What a form shows for a failed call. A 50005 marks each field of `form` it names (red, with the problem in the
 * operator's language) and answers one line naming them by label ("Check these fields: Order: At most 2147483647");
 * any other failure answers its own text. For a form's catch: `message.error(formRefusalText(form, err, t, opts))`.
 */
export function formRefusalText(form: FormInstance, refusal: unknown, t: TFunction, opts: FormRefusalOptions = {}): string {
  const refused = refusedFields(refusal, t);
  if (refused.length === 0) {
    if (typeof refusal === 'object' && refusal !== null && !(refusal instanceof Error) && 'msg' in refusal) return String(refusal.msg);
    return errorText(refusal);
  }
  const registered = form.getFieldsError().map((f) => f.name);
  const marks = new Map<string, { name: (string | number)[]; errors: string[] }>();
  const lines = refused.map(({ path, problem }) => {
    const top = path.split('.')[0];
    const mapped = opts.fieldOf?.[top];
    const target = mapped === undefined ? segments(path) : ([] as (string | number)[]).concat(mapped);
    // The deepest field of the form that holds this path: `emails.3` marks the `emails` field.
    const name = registered.filter((n) => samePrefix(n, target)).sort((a, b) => b.length - a.length)[0];
    if (name) {
      const key = JSON.stringify(name);
      if (!marks.has(key)) marks.set(key, { name, errors: [problem] });
    }
    const label = opts.labelOf?.(path) ?? opts.labelOf?.(top) ?? path;
    return t('common:invalidInput.field', { label, problem });
  });
  form.setFields([...marks.values()]);
  return t('common:invalidInput.summary', { fields: lines.join('; ') });
}
