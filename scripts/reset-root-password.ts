/**
 * Resets the password of `root` when it is lost:
 *
 *   npm run reset-root-password                                  (generates one and prints it once)
 *   ADMIN_PASSWORD='Choose-a-strong-one1' npm run reset-root-password
 *
 * It opens the account database the service uses (ACCOUNT_DATABASE_URL, else the embedded PGlite under
 * DATA_DIR: stop the service first, since an embedded database has one user at a time), sets the password,
 * ends root's sessions, lifts root's sign-in lockouts and writes the change to the account-centre log. Where
 * no account database exists it refuses, and creates none.
 */
import os from 'node:os';
import { readConfig } from '../server/src/config.ts';
import { embeddedDatabaseExists, openAccountDatabase } from '../server/src/db/connect.ts';
import { resetRootPassword } from '../server/src/account/bootstrap/reset-root-password.ts';
import { defaultLocation } from '../server/src/system.ts';

async function accountServiceAnswers(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

const config = readConfig();
if (!config.databaseUrls.account && await accountServiceAnswers(config.port)) {
  console.error(`reset-root-password: the account service answers on port ${config.port}; stop it first (its embedded database has one user at a time).`);
  process.exit(1);
}
const location = defaultLocation(config, 'account');
if (!location.url && !(location.dataDir && embeddedDatabaseExists(location.dataDir))) {
  console.error(`reset-root-password: there is no account database in ${location.dataDir}.
  Run it with the DATA_DIR the account service uses (default ./data, relative to the folder the service was started in),
  or with ACCOUNT_DATABASE_URL when the service keeps its data in PostgreSQL.`);
  process.exit(1);
}
const database = await openAccountDatabase(location);
try {
  const reset = await resetRootPassword(database.db, { password: config.adminPassword, actor: `cli:${os.userInfo().username}` });
  console.log(reset.generated
    ? `root's new password: ${reset.password}  (shown once)`
    : "root's password is now the one in ADMIN_PASSWORD.");
  console.log(`${reset.sessionsEnded} session(s) of root ended; root's sign-in lockouts lifted.`);
} catch (err) {
  console.error(`reset-root-password: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
