import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/*
 * Receivers of the audit stream on loopback, as a SIEM runs them: Debian's rsyslogd (TCP or TLS, octet-counted
 * RFC 5424 frames) and a webhook endpoint that checks the signature. Nothing is mocked: the services connect to them.
 */

/** The JSON entries out of RFC 5424 messages (the message part starts at the first "{" after the structured data). */
const entryOf = (message: string) => JSON.parse(message.slice(message.indexOf('] {') + 2)) as { id: string; service: string; auditId: number; action: string; detail: unknown };
export type ReceivedEntry = ReturnType<typeof entryOf>;

const RSYSLOGD = '/usr/sbin/rsyslogd';

/** A free TCP port on loopback, for a receiver that must keep its port across a stop and a start. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Resolves once something accepts connections on the port (rsyslogd has opened its listener). */
async function listening(port: number, child: ChildProcess, log: () => string): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    if (child.exitCode !== null) throw new Error(`rsyslogd exited with ${child.exitCode}: ${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => { socket.destroy(); resolve(true); });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`rsyslogd did not listen on ${port}: ${log()}`);
}

/**
 * A SIEM's syslog collector: Debian's rsyslogd (imtcp, octet-counted RFC 5424 frames; TLS through the gtls driver
 * with a test certificate) on a loopback port, writing each message whole to a file the test reads. It runs
 * unprivileged from its own configuration and work directory, and can be stopped and started on the same port.
 * scripts/test-all.sh installs it (apt-get install rsyslog rsyslog-gnutls).
 */
export function syslogReceiver(opts: { tls?: { key: string; cert: string; caPem?: string } } = {}) {
  if (!existsSync(RSYSLOGD)) throw new Error(`${RSYSLOGD} is missing: run \`apt-get install rsyslog rsyslog-gnutls\` (scripts/test-all.sh does)`);
  const dir = mkdtempSync(path.join(tmpdir(), 'rsyslog-'));
  const received = path.join(dir, 'received.log');
  const stderr: string[] = [];
  let child: ChildProcess | null = null;
  let port = 0;
  let skipped = 0;

  function config(): string {
    const lines = [`global(workDirectory="${dir}" maxMessageSize="256k")`];
    if (opts.tls) {
      writeFileSync(path.join(dir, 'key.pem'), opts.tls.key);
      writeFileSync(path.join(dir, 'cert.pem'), opts.tls.cert);
      writeFileSync(path.join(dir, 'ca.pem'), opts.tls.caPem ?? opts.tls.cert);
      lines.push(
        `global(DefaultNetstreamDriverCAFile="${dir}/ca.pem" DefaultNetstreamDriverCertFile="${dir}/cert.pem" DefaultNetstreamDriverKeyFile="${dir}/key.pem")`,
        'module(load="imtcp" StreamDriver.Name="gtls" StreamDriver.Mode="1" StreamDriver.AuthMode="anon")',
      );
    } else {
      lines.push('module(load="imtcp")');
    }
    lines.push(
      `input(type="imtcp" address="127.0.0.1" port="${port}")`,
      // The message as it came (RFC 5424, without the frame's length), one per line: the entries are one-line JSON.
      'template(name="whole" type="string" string="%rawmsg%\\n")',
      `action(type="omfile" file="${received}" template="whole" asyncWriting="off" flushOnTXEnd="on")`,
    );
    return `${lines.join('\n')}\n`;
  }

  /** Every message written so far, less those cleared. */
  const messages = () => (existsSync(received) ? readFileSync(received, 'utf8').split('\n').filter(Boolean).slice(skipped) : []);

  return {
    entries: () => messages().map(entryOf),
    /** Forgets what was received so far (the file stays; later reads start after it). */
    clear() { skipped += messages().length; },
    get port() { return port; },
    async start(): Promise<void> {
      port ||= await freePort();
      writeFileSync(path.join(dir, 'rsyslog.conf'), config());
      child = spawn(RSYSLOGD, ['-n', '-f', path.join(dir, 'rsyslog.conf'), '-i', path.join(dir, 'rsyslogd.pid')], { stdio: ['ignore', 'ignore', 'pipe'] });
      child.stderr!.on('data', (c: Buffer) => stderr.push(c.toString()));
      await listening(port, child, () => stderr.join(''));
    },
    async stop(): Promise<void> {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((resolve) => { running.once('exit', () => resolve()); running.kill('SIGTERM'); });
    },
    /** Stops rsyslogd and removes its directory: once per file, after the tests. */
    async remove(): Promise<void> {
      await this.stop();
      rmSync(dir, { recursive: true, force: true });
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
