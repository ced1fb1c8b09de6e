import { personal } from '@gwn/contract';
import { digestPassword } from '../../../src/account/shared/password.ts';
import { buildOperator } from '../../factories.ts';
import { newTotpSecret, totpCode } from '../../signin-helpers.ts';
import { sampleOf } from './sample.ts';

/* The operator's own settings and second factor; each call is made by an operator of its own. */
export const PERSONAL_SAMPLES = [
  sampleOf(personal.modifyName, async ({ accountDb }) => ({ payload: { name: 'Renamed Operator' }, as: await buildOperator(accountDb), edits: true })),
  sampleOf(personal.modifyEmail, async ({ accountDb }) => {
    const operator = await buildOperator(accountDb);
    return { payload: { email: 'renamed@example.test', password: digestPassword(operator.password) }, as: operator, edits: true };
  }),
  sampleOf(personal.modify, async ({ accountDb }) => ({
    payload: { company: 'Acme', country: 'FR', timezone: 'Europe/Paris' }, as: await buildOperator(accountDb), edits: true,
  })),
  sampleOf(personal.saveMfaInfo, async ({ accountDb }) => {
    const operator = await buildOperator(accountDb);
    const secret = newTotpSecret();
    // Two consecutive codes: the previous step's and the current one.
    const now = Date.now();
    return {
      payload: { authAccount: operator.account, googleAuth: 1, clientType: 1, secret, code1: totpCode(secret, now - 30_000), code2: totpCode(secret, now) },
      as: operator, edits: true,
    };
  }),
  sampleOf(personal.closeMfa, async ({ accountDb }) => ({ payload: {}, as: await buildOperator(accountDb, { totpSecret: newTotpSecret() }), edits: true })),
];
