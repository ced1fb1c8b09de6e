import { readFileSync } from 'node:fs';
import type { JourneyOperator, SeededOperator, SeededOperators } from './operator-names.ts';

/** Where the console and the account service answer (scripts/test-e2e.sh sets it). */
export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:18080';

/** The demo operator with a second factor (server/src/account/bootstrap/bootstrap-accounts.ts). */
export const MFA_DEMO = { account: 'mfa-demo', password: 'MfaDemo@2026', totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DP' } as const;

let cached: SeededOperators | undefined;

/** The operator e2e/seed/seed-operators.ts created for a journey. */
export function operatorFor(journey: JourneyOperator): SeededOperator {
  if (!cached) {
    const file = process.env.E2E_OPERATORS_FILE;
    if (!file) throw new Error('E2E_OPERATORS_FILE is not set: run the journeys through scripts/test-e2e.sh');
    // JSON written by our own seed script, in the SeededOperators shape.
    cached = JSON.parse(readFileSync(file, 'utf8')) as SeededOperators;
  }
  return cached[journey];
}
