import { Readable } from 'node:stream';
import type { CsvReply } from './handlers.ts';

type Cell = string | number | boolean | null | undefined;

/** One CSV field: quoted when needed; a leading formula character is defused so spreadsheets show text. */
export function csvField(value: Cell): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line, CRLF-terminated (RFC 4180). */
export const csvLine = (fields: readonly Cell[]) => `${fields.map(csvField).join(',')}\r\n`;

/**
 * A CSV reply's bytes: a UTF-8 BOM (so spreadsheet programs read Chinese text correctly), the header,
 * then every line as the reply's iterable yields it, never the whole file in memory.
 */
export function csvStream(reply: CsvReply): Readable {
  async function* body() {
    yield `\uFEFF${csvLine(reply.header)}`;
    for await (const line of reply.lines) yield line;
  }
  return Readable.from(body());
}
