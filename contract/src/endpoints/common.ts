import { z } from 'zod';
import { LIMITS, SHA256_HEX } from '../limits.ts';
import { REGIONS } from '../regions.ts';

/** A password as it travels: the lowercase hex SHA-256 of the UTF-8 plain text. */
export const hashedPassword = z.string().regex(SHA256_HEX, 'must be a hex SHA-256 digest');

/** Trimmed text that must not be empty once trimmed. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);

export const regionName = z.enum(REGIONS);

export const lang = z.enum(['en', 'zh']);

/** Paging fields of every paged list call (spec 1 §9). */
export const paging = {
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(LIMITS.defaultPageSize),
};

/** The two directions of a sorted list. */
export const SORT_ORDERS = ['asc', 'desc'] as const;

/**
 * The sort of a list call: one of the list's sortable fields and a direction. Without a field the list
 * keeps its default order (newest first); rows that tie on the field follow their id in the same direction,
 * so pages never overlap.
 */
export const sorting = <const F extends readonly [string, ...string[]]>(fields: F) => ({
  sortField: z.enum(fields).optional(),
  sortOrder: z.enum(SORT_ORDERS).default('desc'),
});

/** A paged reply: rows plus the total count. */
export const page = <T extends z.ZodType>(row: T) => z.object({ total: z.number().int(), result: z.array(row) });

/**
 * A page of a free-text search over a large table. When very many rows match, counting them all would
 * cost more than the page itself, so the service estimates: totalEstimated is then true and total is
 * approximate (the console shows "about"). A last, short page always carries the exact total.
 */
export const searchPage = <T extends z.ZodType>(row: T) =>
  z.object({ total: z.number().int(), totalEstimated: z.boolean(), result: z.array(row) });

export const flag = z.union([z.literal(0), z.literal(1)]);
