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

/*
 * Records in several regions (docs/architecture.md, "Records in several regions"). A record added to several
 * regions is stored once per region; the console finds its copies by a key that is the same in every region
 * (a MAC, a parameter key, a firmware number, a uid...) and asks each region which of a page's keys it holds.
 */

/** How many keys one "which of these do you hold" call takes: a page of the longest list. */
export const HELD_KEYS_MAX = 100;

/** The request of a by-keys call: the cross-region keys of the records the console shows. */
export const heldKeys = <T extends z.ZodType>(key: T) => z.object({ keys: z.array(key).min(1).max(HELD_KEYS_MAX) });

/** Its reply: this region's copies of those records, in no particular order; a key it does not hold is absent. */
export const heldRows = <T extends z.ZodType>(row: T) => z.object({ result: z.array(row) });

/**
 * The cross-region key of a record that has no natural one (a speed-test server, a remote server): chosen once,
 * by the console on add, and sent to every region, so the copies keep one identity while their names change.
 * Any 8-4-4-4-12 hex text (not only RFC 4122 versions), as PostgreSQL's uuid type stores it.
 */
export const recordUid = z.guid('must be a UUID').transform((v) => v.toLowerCase());
