import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { RegionDb } from '../../db/connect.ts';
import { parameterTypes, systemParameters } from '../../db/region-schema.ts';

const parameterColumns = {
  id: systemParameters.id,
  relid: systemParameters.typeId,
  basicKey: parameterTypes.key,
  basicName: parameterTypes.name,
  name: systemParameters.name,
  key: systemParameters.key,
  value: systemParameters.value,
  description: systemParameters.description,
  type: parameterTypes.type,
};

export interface ParameterFields { typeId: number; name: string; value: string; description: string }

/** SQL of system parameters (spec 2 screen 8); a parameter is read with its category. */
export function parameterRepo(db: RegionDb) {
  const joined = () => db.select(parameterColumns).from(systemParameters)
    .innerJoin(parameterTypes, eq(parameterTypes.id, systemParameters.typeId));
  return {
    async page(typeId: number | undefined, pageNum: number, pageSize: number) {
      const where = typeId === undefined ? undefined : eq(systemParameters.typeId, typeId);
      const [{ total }] = await db.select({ total: count() }).from(systemParameters).where(where);
      const rows = await joined().where(where).orderBy(asc(parameterTypes.key), asc(systemParameters.key))
        .limit(pageSize).offset((pageNum - 1) * pageSize);
      return { total, rows };
    },

    /** The parameters of these keys, for the console's "where does it live". */
    byKeys: (keys: string[]) => joined().where(inArray(systemParameters.key, keys)),

    async findByKey(key: string) {
      const [row] = await joined().where(eq(systemParameters.key, key));
      return row;
    },

    /** Locks the parameter's row for the rest of the call, so a concurrent edit waits. */
    async lockByKey(key: string) {
      const [row] = await db.select({ id: systemParameters.id }).from(systemParameters)
        .where(eq(systemParameters.key, key)).for('update');
      return row;
    },

    /** Inserts unless the key exists; false means it did. */
    async insert(key: string, fields: ParameterFields): Promise<boolean> {
      const inserted = await db.insert(systemParameters).values({ key, ...fields })
        .onConflictDoNothing({ target: systemParameters.key }).returning({ id: systemParameters.id });
      return inserted.length > 0;
    },

    async update(key: string, fields: ParameterFields) {
      await db.update(systemParameters).set({ ...fields, modifiedAt: sql`now()` }).where(eq(systemParameters.key, key));
    },

    async remove(key: string) {
      await db.delete(systemParameters).where(eq(systemParameters.key, key));
    },

    async countOfType(typeId: number) {
      const [{ n }] = await db.select({ n: count() }).from(systemParameters).where(eq(systemParameters.typeId, typeId));
      return n;
    },
  };
}

const typeColumns = { id: parameterTypes.id, name: parameterTypes.name, key: parameterTypes.key, type: parameterTypes.type };

/** SQL of parameter types (spec 2 screen 9). */
export function parameterTypeRepo(db: RegionDb) {
  return {
    async all() {
      return db.select(typeColumns).from(parameterTypes).orderBy(asc(parameterTypes.name), asc(parameterTypes.key));
    },

    async page(pageNum: number, pageSize: number) {
      const [{ total }] = await db.select({ total: count() }).from(parameterTypes);
      const rows = await db.select(typeColumns).from(parameterTypes).orderBy(asc(parameterTypes.key))
        .limit(pageSize).offset((pageNum - 1) * pageSize);
      return { total, rows };
    },

    /** The types of these keys, for the console's "where does it live". */
    byKeys: (keys: string[]) => db.select(typeColumns).from(parameterTypes).where(inArray(parameterTypes.key, keys)),

    async findByKey(key: string) {
      const [row] = await db.select(typeColumns).from(parameterTypes).where(eq(parameterTypes.key, key));
      return row;
    },

    /** The type of a key, locked for the rest of the call: a parameter added meanwhile waits for a delete to decide. */
    async lockByKey(key: string) {
      const [row] = await db.select(typeColumns).from(parameterTypes).where(eq(parameterTypes.key, key)).for('update');
      return row;
    },

    /** Inserts unless the key exists; undefined means it did. */
    async insert(values: { name: string; key: string; type: number }) {
      const [row] = await db.insert(parameterTypes).values(values)
        .onConflictDoNothing({ target: parameterTypes.key }).returning(typeColumns);
      return row;
    },

    async update(key: string, values: { name: string; type: number }) {
      const [row] = await db.update(parameterTypes).set({ ...values, modifiedAt: sql`now()` })
        .where(eq(parameterTypes.key, key)).returning(typeColumns);
      return row;
    },

    async remove(key: string) {
      await db.delete(parameterTypes).where(eq(parameterTypes.key, key));
    },
  };
}
