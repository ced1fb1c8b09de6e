import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { hostname } from 'node:os';
import tls from 'node:tls';
import type { StreamEntry } from './stream-entry.ts';

/** Where and how a destination receives entries (the stored destination, secret included). */
export type StreamTarget =
  | { kind: 'syslog'; host: string; port: number; tls: boolean; caPem: string | null }
  | { kind: 'webhook'; url: string; caPem: string | null; secret: string };

/** Sends entries in order; resolves once the receiver has them, rejects otherwise (the batch is then retried whole). */
export type Sender = (target: StreamTarget, entries: readonly StreamEntry[], signal?: AbortSignal) => Promise<void>;

const TIMEOUT_MS = 10_000;
/** RFC 5424 PRI: facility 13 (log audit) × 8 + severity 5 (notice). */
const PRI = 13 * 8 + 5;
const HOST = hostname().replace(/[^\x21-\x7e]/g, '-').slice(0, 255) || '-';

/** An SD-PARAM value with `"`, `\` and `]` escaped (RFC 5424 §6.3.3). */
const sdValue = (text: string) => text.replace(/["\\\]]/g, (c) => `\\${c}`);
const token = (text: string, max: number) => (text.replace(/[^\x21-\x7e]/g, '_').slice(0, max) || '-');

/** One RFC 5424 message: the entry's id as structured data, the entry as JSON in the message. */
export function syslogMessage(entry: StreamEntry): string {
  const sd = `[gwn@32473 id="${sdValue(entry.id)}" service="${sdValue(entry.service)}"]`;
  return `<${PRI}>1 ${entry.time} ${HOST} gwn-cloud ${token(entry.service, 128)} ${token(entry.action, 32)} ${sd} ${JSON.stringify(entry)}`;
}

/** Octet-counting framing (RFC 6587 §3.4.1): the message's length in bytes, a space, the message. */
export const octetCounted = (message: string) => `${Buffer.byteLength(message)} ${message}`;

function sendSyslog(target: Extract<StreamTarget, { kind: 'syslog' }>, entries: readonly StreamEntry[], signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = target.tls
      ? tls.connect({ host: target.host, port: target.port, servername: net.isIP(target.host) ? undefined : target.host, ...(target.caPem ? { ca: target.caPem } : {}) })
      : net.connect({ host: target.host, port: target.port });
    const fail = (err: Error) => { socket.destroy(); reject(err); };
    const abort = () => fail(new Error('aborted'));
    socket.setTimeout(TIMEOUT_MS, () => fail(new Error(`syslog ${target.host}:${target.port}: timed out`)));
    signal?.addEventListener('abort', abort, { once: true });
    socket.once('close', () => signal?.removeEventListener('abort', abort));
    socket.on('error', (err) => fail(new Error(`syslog ${target.host}:${target.port}: ${err.message}`)));
    socket.once(target.tls ? 'secureConnect' : 'connect', () => {
      socket.end(entries.map((e) => octetCounted(syslogMessage(e))).join(''));
    });
    // A clean close after our end: the collector read everything we wrote.
    socket.on('close', (hadError) => { if (!hadError) resolve(); });
  });
}

/** The webhook's signature header value: `sha256=` and the hex HMAC-SHA256 of the exact body under the secret. */
export const webhookSignature = (secret: string, body: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

function sendWebhook(target: Extract<StreamTarget, { kind: 'webhook' }>, entries: readonly StreamEntry[], signal?: AbortSignal): Promise<void> {
  const body = JSON.stringify({ entries });
  const url = new URL(target.url);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, {
      method: 'POST', timeout: TIMEOUT_MS, signal,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-signature': webhookSignature(target.secret, body) },
      ...(target.caPem && url.protocol === 'https:' ? { ca: target.caPem } : {}),
    }, (res) => {
      res.resume();
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        if (status >= 200 && status < 300) resolve();
        else reject(new Error(`webhook answered HTTP ${status}`));
      });
    });
    req.on('timeout', () => req.destroy(new Error('webhook timed out')));
    req.on('error', (err) => reject(new Error(`webhook: ${err.message}`)));
    req.end(body);
  });
}

export const sendEntries: Sender = (target, entries, signal) =>
  target.kind === 'syslog' ? sendSyslog(target, entries, signal) : sendWebhook(target, entries, signal);
