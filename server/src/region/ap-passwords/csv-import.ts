import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { apDevices, apPasswords as contract, RetCode } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';
import type { ApPasswordFields } from './repo.ts';

const { AP_PASSWORD_LIMITS: L, AP_PASSWORD_TEMPLATE_COLUMNS: COLUMNS } = contract;

/** Splits one CSV line (RFC 4180 quoting; the template has no multi-line fields). */
function splitCsvLine(line: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') { field += '"'; i++; } else if (c === '"') quoted = false; else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { out.push(field); field = ''; } else field += c;
  }
  out.push(field);
  return out.map((f) => f.trim());
}

/** One data row as a record, or null when any field breaks the rules of spec 2 §5. */
function parseRow(fields: string[]): ({ mac: string } & ApPasswordFields) | null {
  const [rawMac = '', ssidPassword = '', model = '', comment = '', lockType = ''] = fields;
  const mac = apDevices.macAddress.safeParse(rawMac);
  if (!mac.success) return null;
  if (ssidPassword.length < 1 || ssidPassword.length > L.ssidPasswordMax) return null;
  if (model.length < 1 || model.length > L.modelMax || comment.length > L.commentMax) return null;
  if (!['', '0', '1'].includes(lockType)) return null;
  return { mac: mac.data, ssidPassword, model, comment, lockType: lockType === '1' ? 1 : 0 };
}

export interface ParsedImport { rows: ({ mac: string } & ApPasswordFields)[]; badMacs: string[] }

/**
 * Reads an import file line by line: the first line must be the template header (60001), every
 * other non-blank line a record. Bad rows are reported by their MAC (or line number when it is empty);
 * a MAC listed twice keeps its last row.
 */
export async function parseImport(source: Readable): Promise<ParsedImport> {
  const lines = createInterface({ input: source, crlfDelay: Infinity });
  const byMac = new Map<string, { mac: string } & ApPasswordFields>();
  const badMacs: string[] = [];
  let lineNo = 0;
  for await (const raw of lines) {
    lineNo++;
    const line = lineNo === 1 ? raw.replace(/^\uFEFF/, '') : raw;
    if (lineNo === 1) {
      const header = splitCsvLine(line).map((h) => h.toLowerCase());
      if (header.length !== COLUMNS.length || COLUMNS.some((c, i) => c.toLowerCase() !== header[i])) throw new ApiError(RetCode.TemplateFormat);
      continue;
    }
    if (line.trim() === '') continue;
    const fields = splitCsvLine(line);
    const row = parseRow(fields);
    if (row) byMac.set(row.mac, row);
    else badMacs.push(fields[0] || `line ${lineNo}`);
  }
  if (lineNo === 0) throw new ApiError(RetCode.TemplateFormat);
  return { rows: [...byMac.values()], badMacs };
}
