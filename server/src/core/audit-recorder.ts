import type { AuditChange, AuditDetail } from '@gwn/contract';

type Fields = Readonly<Record<string, unknown>>;

/** Who acted, when no signed-in operator did (a sign-in, a link followed from an e-mail). */
export interface AuditActor { userId?: number | null; account: string }

/**
 * What one call changed, for the audit entry the core writes when the call succeeds (in the call's
 * transaction). A handler names the subject and the records it changed; the core adds who, when and
 * from where.
 */
export interface AuditRecorder {
  /** What the call acted on, in a few words (an enterprise's name, a firmware version). */
  subject(text: string): void;
  /**
   * A record's values before and after the call: null before for a creation, null after for a
   * deletion. Only fields whose values differ are kept; secrets are kept as "changed", never as values.
   * `record` names the record when a call changes several.
   */
  change(before: Fields | null, after: Fields | null, record?: string): void;
  /** Facts that are not field changes: the search an export was made for, a file's MD5. */
  note(facts: Fields): void;
  /** The actor, when the call has no signed-in operator. */
  actor(actor: AuditActor): void;
  /** The call succeeded without changing anything (nothing left to end, a used link): no entry is written. */
  nothingChanged(): void;
}

/** Field names whose values never enter a log. */
const SECRET_FIELD = /password|secret|token|hash|credential/i;
const HIDDEN = '(hidden)';

/**
 * An entry's detail with every value under a secret-named field masked, however deep: what leaves the service
 * (audit streaming) passes this again, so an entry written before a field name was known as secret leaks nothing.
 */
export function redactedDetail(detail: AuditDetail): AuditDetail {
  const mask = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(mask);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_FIELD.test(k) && v !== null ? HIDDEN : mask(v)]));
  };
  return {
    ...(detail.subject === undefined ? {} : { subject: detail.subject }),
    ...(detail.changes ? {
      changes: detail.changes.map((c) => SECRET_FIELD.test(c.field)
        ? { ...c, before: c.before === null ? null : HIDDEN, after: c.after === null ? null : HIDDEN }
        : { ...c, before: mask(c.before), after: mask(c.after) }),
    } : {}),
    ...(detail.facts ? { facts: mask(detail.facts) as Record<string, unknown> } : {}),
  };
}

function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  return value === undefined ? null : value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(plain(a)) === JSON.stringify(plain(b));

/** The changed fields between two versions of a record, secrets masked. */
export function changesBetween(before: Fields | null, after: Fields | null, record?: string): AuditChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: AuditChange[] = [];
  for (const field of fields) {
    const was = before ? plain(before[field]) : null;
    const now = after ? plain(after[field]) : null;
    if (before && after && same(was, now)) continue;
    const secret = SECRET_FIELD.test(field);
    changes.push({
      ...(record === undefined ? {} : { record }), field,
      before: secret && was !== null ? HIDDEN : was, after: secret && now !== null ? HIDDEN : now,
    });
  }
  return changes;
}

/** A recorder for one call, with what the core needs to write its entry. */
export function createAuditRecorder() {
  const detail: AuditDetail = {};
  let actor: AuditActor | null = null;
  let skipped = false;
  const recorder: AuditRecorder = {
    subject: (text) => { detail.subject = text; },
    change: (before, after, record) => { (detail.changes ??= []).push(...changesBetween(before, after, record)); },
    note: (facts) => {
      const masked = Object.fromEntries(Object.entries(facts).map(([k, v]) => [k, SECRET_FIELD.test(k) ? HIDDEN : plain(v)]));
      detail.facts = { ...detail.facts, ...masked };
    },
    actor: (who) => { actor = who; },
    nothingChanged: () => { skipped = true; },
  };
  return { recorder, detail: () => detail, actor: () => actor, skipped: () => skipped };
}

/** The recorder of a call that changes nothing: using it is a mistake in the endpoint's declaration. */
export const READ_ONLY_RECORDER: AuditRecorder = new Proxy({} as AuditRecorder, {
  get: (_target, method) => () => {
    throw new Error(`audit.${String(method)}() on an endpoint without an audit action: declare its action in the contract`);
  },
});
