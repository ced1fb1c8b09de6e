import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The server's DATA_DIR: scripts/test-e2e.sh keeps it beside the operators file ($E2E_DIR/data);
 * E2E_DATA_DIR overrides that for a server started some other way.
 */
function dataDir(): string {
  if (process.env.E2E_DATA_DIR) return process.env.E2E_DATA_DIR;
  const operators = process.env.E2E_OPERATORS_FILE;
  if (!operators) throw new Error('E2E_OPERATORS_FILE is not set: run the journeys through scripts/test-e2e.sh');
  return path.join(path.dirname(operators), 'data');
}

/** Undoes quoted-printable (soft line breaks and =XX bytes), which mailers use for long lines. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * The newest message a region wrote to its outbox (DATA_DIR/<region>/outbox, .eml files, when no
 * SMTP_URL is set) that is addressed to `to`, decoded; undefined while there is none.
 */
export function newestMailTo(region: 'us' | 'eu' | 'cn', to: string): string | undefined {
  const dir = path.join(dataDir(), region, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort().reverse();
  } catch {
    return undefined;
  }
  for (const file of files) {
    const mail = decodeQuotedPrintable(readFileSync(path.join(dir, file), 'utf8'));
    if (new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(mail)) return mail;
  }
  return undefined;
}
