import { Column, is, noopDecoder, SQL, Subquery } from 'drizzle-orm';

/*
 * Our own result mapping for the hot list statements (issue #27): Drizzle still builds and prepares the statement, but its
 * rows are mapped by one pass that was worked out once, when the statement was prepared.
 *
 * Drizzle's mapResultRow decides, for every column of every row, what each selected field is (`is(field, Column)`,
 * `is(field, SQL)`, ...). On a page that selects from a subquery the fields are proxies, and each check took 108–196 ns:
 * 8–27 % of a region's busy time under load (docs/benchmarks.md, "cpu-profile"). Here each field's decoder is found once;
 * a row is then one loop over its values, with the same decoders Drizzle uses, so the results are the same on
 * node-postgres and on PGlite (numbers from counts mapped with Number, dates, nulls, booleans, json).
 */

interface Decoder { mapFromDriverValue(value: unknown): unknown }
/** One selected field as Drizzle lists them for a statement (its order is the statement's column order). */
interface OrderedField { path: string[]; field: unknown }
/** The part of Drizzle's prepared query (node-postgres and PGlite alike, drizzle-orm 0.45) that maps its rows. */
interface MappedPreparedQuery {
  fields?: OrderedField[];
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/** The decoder Drizzle's mapResultRow would pick for a field (drizzle-orm/utils.js). */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
  if (is(field, Subquery)) return (field._.sql as unknown as { decoder: Decoder }).decoder;
  return ((field as SQL.Aliased).sql as unknown as { decoder: Decoder }).decoder;
}

/** A field's decoding as a plain function, or null when it returns the driver's value as it is. */
function decodingOf(field: unknown): ((value: unknown) => unknown) | null {
  const decoder = decoderOf(field);
  const map = decoder.mapFromDriverValue;
  if (map === noopDecoder.mapFromDriverValue || map === Column.prototype.mapFromDriverValue) return null;
  return (value) => map.call(decoder, value);
}

/**
 * Has a prepared select map its rows in one pass of our own (see above), and returns it: the same statement, name,
 * logging and result type. Only flat selections (no nested objects, so no join nullification to repeat).
 */
export function mappedInOnePass<Q>(prepared: Q): Q {
  const query = prepared as unknown as MappedPreparedQuery;
  const fields = query.fields;
  if (!fields || query.customResultMapper) throw new Error('mappedInOnePass: not a prepared select of Drizzle 0.45 (no fields, or a mapper already)');
  const keys = fields.map(({ path }) => {
    if (path.length !== 1) throw new Error(`mappedInOnePass: only flat selections (${path.join('.')} is nested)`);
    return path[0];
  });
  const decodings = fields.map(({ field }) => decodingOf(field));
  const width = keys.length;
  query.customResultMapper = (rows) => {
    const out: Record<string, unknown>[] = new Array(rows.length);
    for (let r = 0; r < rows.length; r += 1) {
      const row = rows[r];
      const record: Record<string, unknown> = {};
      for (let i = 0; i < width; i += 1) {
        const value = row[i];
        const decode = decodings[i];
        record[keys[i]] = value === null || decode === null ? value : decode(value);
      }
      out[r] = record;
    }
    return out;
  };
  return prepared;
}
