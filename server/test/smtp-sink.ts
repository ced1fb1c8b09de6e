import { createServer, type AddressInfo, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail { from: string; to: string[]; raw: string }

/** Undoes quoted-printable (soft line breaks and =XX bytes), which mailers use for long lines. */
export function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * A real SMTP server on loopback that keeps what it receives (each message answered after delayMs, to let a
 * test stop a sender mid-way): no TLS and no authentication (the mailer
 * speaks plain SMTP to it), and it refuses RCPT for the addresses in `rejecting` (550) while they are there.
 */
export async function startSmtpSink(opts: { delayMs?: number } = {}) {
  const received: ReceivedMail[] = [];
  const rejecting = new Set<string>();
  const rcptAttempts = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase();
      rcptAttempts.set(to, (rcptAttempts.get(to) ?? 0) + 1);
      if (rejecting.has(to)) {
        const err = new Error(`mailbox ${to} unavailable`) as Error & { responseCode: number };
        err.responseCode = 550;
        callback(err);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => setTimeout(() => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      }, opts.delayMs ?? 0));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    rejecting,
    rcptAttempts,
    /** The messages delivered to one address. */
    to: (address: string) => received.filter((m) => m.to.includes(address.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/**
 * An SMTP server that accepts connections and never says a word (no greeting, no replies): what a hung mail
 * relay looks like to a client. `connections` counts the connections it was opened.
 */
export async function startSilentSmtpServer() {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('error', () => {}); // the client gives up and resets: expected
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    get connections() { return connections; },
    close: () => new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    }),
  };
}
