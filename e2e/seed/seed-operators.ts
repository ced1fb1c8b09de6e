/**
 * Seeds one operator per journey into the account database of DATA_DIR, before the server opens it,
 * so journeys that lock an account or change a password never disturb each other. Writes their
 * credentials to the JSON file named by the first argument (read by e2e/support/operators.ts).
 *
 * Run: DATA_DIR=<dir> npx tsx e2e/seed/seed-operators.ts <operators.json>
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { adminUsers } from '../../server/src/db/account-schema.ts';
import { openAccountDatabase } from '../../server/src/db/connect.ts';
import { buildOperator } from '../../server/test/factories.ts';
import { JOURNEY_OPERATORS, type SeededOperator, type SeededOperators } from '../support/operator-names.ts';

async function main(): Promise<void> {
  const outFile = process.argv[2];
  const dataDir = process.env.DATA_DIR;
  if (!outFile || !dataDir) throw new Error('usage: DATA_DIR=<dir> tsx e2e/seed/seed-operators.ts <operators.json>');

  // The same place the server's account service keeps its embedded database (server/src/system.ts).
  const database = await openAccountDatabase({ dataDir: path.join(path.resolve(dataDir), 'account', 'db') });
  try {
    const seeded: Partial<SeededOperators> = {};
    for (const journey of JOURNEY_OPERATORS) {
      // Super administrator, main account, every region enabled: what the journeys need.
      const password = `E2e-${journey}-Pw1`;
      const op = await buildOperator(database.db, { password });
      const [row] = await database.db.select({ name: adminUsers.name }).from(adminUsers).where(eq(adminUsers.id, op.id));
      const operator: SeededOperator = { account: op.account, name: row.name, password };
      seeded[journey] = operator;
    }
    writeFileSync(outFile, JSON.stringify(seeded, null, 2));
    console.log(`seeded ${JOURNEY_OPERATORS.length} operators -> ${outFile}`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
