import type { Readable } from 'node:stream';
import { CsvError, parse, type Info } from 'csv-parse';
import { apDevices, apPasswords as contract, RetCode } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';
import type { ApPasswordFields } from './repo.ts';

const { AP_PASSWORD_LIMITS: L, AP_PASSWORD_TEMPLATE_COLUMNS: COLUMNS } = contract;

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
 * csv-parse as the import reads a file: a UTF-8 BOM dropped, fields trimmed (inside quotes too, as the template's
 * values have no meaningful edge spaces), quoted commas and line breaks kept in their field, a stray quote inside an
 * unquoted field kept as text, rows of any length (the row rules refuse short ones), blank lines skipped.
 */
const READER = { bom: true, trim: true, relax_quotes: true, relax_column_count: true, skip_empty_lines: true, info: true } as const;

/**
 * Reads an import file record by record as it arrives: the first record must be the template header (60001), every
 * other non-blank one a row. Bad rows are reported by their MAC (or line number when it is empty); a MAC listed twice
 * keeps its last row. A file csv-parse cannot read to its end (a quote never closed) is not in the template's format.
 */
export async function parseImport(source: Readable): Promise<ParsedImport> {
  const parser = source.pipe(parse(READER));
  // pipe() does not pass on the upload's failure (too large, cut off): end the reading with it.
  source.once('error', (err) => parser.destroy(err));
  const records = parser as AsyncIterable<{ record: string[]; info: Info }>;
  const byMac = new Map<string, { mac: string } & ApPasswordFields>();
  const badMacs: string[] = [];
  let header = true;
  try {
    for await (const { record, info } of records) {
      const fields = record.map((f) => f.trim());
      if (header) {
        const names = fields.map((h) => h.toLowerCase());
        if (names.length !== COLUMNS.length || COLUMNS.some((c, i) => c.toLowerCase() !== names[i])) throw new ApiError(RetCode.TemplateFormat);
        header = false;
        continue;
      }
      if (fields.length === 1 && fields[0] === '') continue;
      const row = parseRow(fields);
      if (row) byMac.set(row.mac, row);
      else badMacs.push(fields[0] || `line ${info.lines}`);
    }
  } catch (err) {
    if (err instanceof CsvError) throw new ApiError(RetCode.TemplateFormat);
    throw err;
  }
  if (header) throw new ApiError(RetCode.TemplateFormat);
  return { rows: [...byMac.values()], badMacs };
}
