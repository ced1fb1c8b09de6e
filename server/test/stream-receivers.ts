import { execFileSync } from 'node:child_process';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import tls from 'node:tls';

/*
 * Receivers of the audit stream on loopback, as a SIEM runs them: a syslog collector (TCP or TLS, octet-counted
 * RFC 5424 frames) and a webhook endpoint that checks the signature. Nothing is mocked: the services connect to them.
 */

/** The JSON entries out of RFC 5424 messages (the message part starts at the first "{" after the structured data). */
const entryOf = (message: string) => JSON.parse(message.slice(message.indexOf('] {') + 2)) as { id: string; service: string; auditId: number; action: string; detail: unknown };
export type ReceivedEntry = ReturnType<typeof entryOf>;

/** Splits octet-counted frames ("<length> <message>") off a stream's bytes; the rest waits for more bytes. */
function frames(buffer: Buffer): { messages: string[]; rest: Buffer } {
  const messages: string[] = [];
  let at = 0;
  for (;;) {
    const space = buffer.indexOf(0x20, at);
    if (space < 0) break;
    const length = Number(buffer.subarray(at, space).toString());
    if (!Number.isInteger(length) || length <= 0) throw new Error(`bad frame length at ${at}`);
    if (buffer.length < space + 1 + length) break;
    messages.push(buffer.subarray(space + 1, space + 1 + length).toString());
    at = space + 1 + length;
  }
  return { messages, rest: buffer.subarray(at) };
}

/** A syslog collector on 127.0.0.1 that can be stopped and started again on the same port. */
export function syslogReceiver(opts: { tls?: { key: string; cert: string } } = {}) {
  const messages: string[] = [];
  let server: net.Server | null = null;
  let port = 0;
  const sockets = new Set<net.Socket>();
  const onSocket = (socket: net.Socket) => {
    sockets.add(socket);
    let pending: Buffer = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      const split = frames(Buffer.concat([pending, chunk]));
      messages.push(...split.messages);
      pending = split.rest;
    });
    socket.on('end', () => socket.end());
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  };
  return {
    messages,
    entries: () => messages.map(entryOf),
    get port() { return port; },
    async start(): Promise<void> {
      server = opts.tls ? tls.createServer({ key: opts.tls.key, cert: opts.tls.cert }, onSocket) : net.createServer(onSocket);
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
      port = (server.address() as net.AddressInfo).port;
    },
    async stop(): Promise<void> {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = null;
    },
  };
}

/** A webhook endpoint on 127.0.0.1 keeping the entries of correctly signed bodies and counting the others. */
export function webhookReceiver() {
  const entries: ReceivedEntry[] = [];
  let secret = '';
  let badSignatures = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(body).digest('hex')}`);
      const given = Buffer.from(String(req.headers['x-signature'] ?? ''));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        badSignatures++;
        res.writeHead(401).end();
        return;
      }
      entries.push(...(JSON.parse(body.toString()) as { entries: ReceivedEntry[] }).entries);
      res.writeHead(204).end();
    });
  });
  return {
    entries,
    get badSignatures() { return badSignatures; },
    setSecret(value: string) { secret = value; },
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/hook`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A test CA and a certificate it signed for 127.0.0.1, made with openssl (Debian's). */
export function testCertificates(): { caPem: string; key: string; cert: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'stream-ca-'));
  const run = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  run('req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2', '-subj', '/CN=Test SIEM CA');
  run('req', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=127.0.0.1');
  writeFileSync(path.join(dir, 'san.ext'), 'subjectAltName=IP:127.0.0.1\n');
  run('x509', '-req', '-in', 'server.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-out', 'server.pem', '-days', '2', '-extfile', 'san.ext');
  const read = (f: string) => readFileSync(path.join(dir, f), 'utf8');
  const out = { caPem: read('ca.pem'), key: read('server.key'), cert: read('server.pem') };
  rmSync(dir, { recursive: true, force: true });
  return out;
}
