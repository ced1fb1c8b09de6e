import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** One CSV field: quoted when needed; a leading formula character is defused so spreadsheets show text. */
export function csvField(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (fields: readonly (string | number | boolean | null | undefined)[]) => `${fields.map(csvField).join(',')}\r\n`;

/**
 * Streams a CSV download: UTF-8 BOM (so spreadsheet programs read Chinese text correctly), the header,
 * then every line the generator yields, without holding the whole file in memory.
 */
export function sendCsv(reply: FastifyReply, fileName: string, header: readonly string[], lines: AsyncIterable<string>): FastifyReply {
  async function* body() {
    yield `\uFEFF${csvLine(header)}`;
    for await (const line of lines) yield line;
  }
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(body()));
}

/** yyyymmdd-hhmmss of now (UTC), for download file names. */
export const fileStamp = () => new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
