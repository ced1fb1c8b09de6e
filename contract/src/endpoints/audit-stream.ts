import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { REGIONS } from '../regions.ts';
import { AUDIT_CATEGORY_KEYS, isAuditAction, type AuditCategory } from '../audit-actions.ts';
import { requiredText } from './common.ts';

/**
 * Audit streaming (issue 29): a super administrator sends every audit entry of every service to the company's
 * SIEM, over syslog (RFC 5424, TCP or TLS) or a signed webhook. Configured at the account service; each service
 * delivers its own log (docs/architecture.md, "Audit streaming").
 */
export const AUDIT_STREAM_LIMITS = {
  nameMax: 64,
  hostMax: 253,
  urlMax: 512,
  /** A CA bundle of a few certificates. */
  caMax: 64 * 1024,
  /** Filters: services and action keys listed per destination. */
  filterMax: 200,
} as const;
const L = AUDIT_STREAM_LIMITS;

/** The services whose logs stream: the account service and each region. */
export const STREAM_SERVICES = ['account', ...REGIONS] as const;
export type StreamService = (typeof STREAM_SERVICES)[number];

export const STREAM_KINDS = ['syslog', 'webhook'] as const;
export type StreamKind = (typeof STREAM_KINDS)[number];

/** An https:// URL (or http:// to a loopback receiver, for a collector on the same host). */
export function isWebhookUrl(text: string): boolean {
  try {
    const url = new URL(text);
    if (url.protocol === 'https:') return url.hostname !== '';
    return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  } catch {
    return false;
  }
}

/**
 * Which entries a destination receives: those of the chosen services whose action is one of the chosen actions or
 * in one of the chosen categories (AUDIT_CATEGORIES). Empty lists mean every service, every action.
 */
export const streamFilter = z.object({
  services: z.array(z.enum(STREAM_SERVICES)).max(STREAM_SERVICES.length).default([]),
  actions: z.array(z.string().refine(isAuditAction, 'unknown action key')).max(L.filterMax).default([]),
  categories: z.array(z.enum(AUDIT_CATEGORY_KEYS as [AuditCategory, ...AuditCategory[]])).max(AUDIT_CATEGORY_KEYS.length).default([]),
});
export type StreamFilter = z.infer<typeof streamFilter>;

/** One service's delivery to a destination: where it stands. */
export const streamStatus = z.object({
  service: z.enum(STREAM_SERVICES),
  /** When the last entry was delivered (ISO 8601), null before the first. */
  lastDeliveredTime: z.string().nullable(),
  /** Entries written but not yet delivered (filtered-out entries are passed over, not counted). */
  backlog: z.number().int(),
  /** The last failed attempt's reason, null once a delivery succeeds. */
  lastError: z.string().nullable(),
});

/** A destination as the screen lists it. Its webhook secret is never sent back. */
export const streamDestinationRow = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(STREAM_KINDS),
  /** host:port for syslog, the URL for a webhook. */
  target: z.string(),
  tls: z.boolean(),
  filter: streamFilter,
  createTime: z.string(),
  status: z.array(streamStatus),
});
export type StreamDestinationRow = z.infer<typeof streamDestinationRow>;

const caPem = z.string().trim().max(L.caMax).optional();

export const streamDestinationInput = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('syslog'),
    name: requiredText(L.nameMax),
    host: requiredText(L.hostMax),
    port: z.coerce.number().int().min(1).max(65_535),
    /** TLS (RFC 5425) instead of plain TCP; caPem: the CA bundle the collector's certificate is checked against. */
    tls: z.boolean().default(false),
    caPem,
    filter: streamFilter.default({ services: [], actions: [], categories: [] }),
  }),
  z.object({
    kind: z.literal('webhook'),
    name: requiredText(L.nameMax),
    url: requiredText(L.urlMax).refine(isWebhookUrl, 'must be an https:// URL'),
    caPem,
    filter: streamFilter.default({ services: [], actions: [], categories: [] }),
  }),
]);
export type StreamDestinationInput = z.infer<typeof streamDestinationInput>;

export const list = endpoint({
  service: 'account', method: 'GET', path: '/admin/auditStream/list', guard: 'auditStreaming', audit: null,
  summary: 'The audit stream destinations with each service\'s delivery status',
  request: z.object({}),
  response: z.object({ result: z.array(streamDestinationRow) }),
});

export const add = endpoint({
  service: 'account', method: 'POST', path: '/admin/auditStream/add', guard: 'auditStreaming', audit: 'auditStreamAdd',
  summary: 'Adds a destination; a webhook\'s signing secret is in this reply only. Streaming starts with the next entry',
  request: streamDestinationInput,
  response: z.object({ id: z.number().int(), secret: z.string().nullable() }),
});

export const remove = endpoint({
  service: 'account', method: 'POST', path: '/admin/auditStream/delete', guard: 'auditStreaming', audit: 'auditStreamDelete',
  summary: 'Deletes a destination; nothing more is sent to it',
  request: z.object({ id: z.number().int() }),
  response: z.object({}),
});

export const sendTest = endpoint({
  service: 'account', method: 'POST', path: '/admin/auditStream/test', guard: 'auditStreaming', audit: null,
  summary: 'Sends one test event to a destination now and says whether it was accepted',
  request: z.object({ id: z.number().int() }),
  response: z.object({ delivered: z.boolean(), error: z.string().nullable() }),
});

/** A destination as a region needs it to deliver its own log (internal: the webhook secret travels, never to a console). */
export const internalDestination = z.object({
  id: z.number().int(),
  createTime: z.string(),
  filter: streamFilter,
  target: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('syslog'), host: z.string(), port: z.number().int(), tls: z.boolean(), caPem: z.string().nullable() }),
    z.object({ kind: z.literal('webhook'), url: z.string(), caPem: z.string().nullable(), secret: z.string() }),
  ]),
});

export const internalDestinations = endpoint({
  service: 'account', method: 'POST', path: '/internal/auditStream/destinations', guard: 'internal', audit: null,
  summary: 'The audit stream destinations, for the regions delivering their own logs',
  request: z.object({}),
  response: z.object({ result: z.array(internalDestination) }),
});

export const internalStatus = endpoint({
  service: 'region', method: 'POST', path: '/internal/auditStream/status', guard: 'internal', audit: null,
  summary: 'This region\'s delivery status per destination, for the account service\'s list',
  request: z.object({}),
  response: z.object({ result: z.array(streamStatus.omit({ service: true }).extend({ destinationId: z.number().int() })) }),
});
