import { eq } from 'drizzle-orm';
import { personal } from '@gwn/contract';
import { digestPassword } from '../../../src/account/shared/password.ts';
import { buildOperator } from '../../factories.ts';
import { fidoCredentials } from '../../../src/db/account-schema.ts';
import { buildFidoOperator, registrationChallenge } from '../../security-key-factories.ts';
import { newTotpSecret, totpCode } from '../../signin-helpers.ts';
import { softwareAuthenticator } from '../../software-authenticator.ts';
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
      payload: {
        authAccount: operator.account, googleAuth: 1, clientType: 1, secret, code1: totpCode(secret, now - 30_000), code2: totpCode(secret, now),
        password: digestPassword(operator.password),
      },
      as: operator, edits: true,
    };
  }),
  sampleOf(personal.fidoAddKey, async ({ accountDb }) => {
    const operator = await buildFidoOperator(accountDb);
    const credential = softwareAuthenticator().register(await registrationChallenge(accountDb, operator.id));
    return { payload: { name: 'Spare key', credential, password: digestPassword(operator.password) }, as: operator, edits: true };
  }),
  sampleOf(personal.fidoRemoveKey, async ({ accountDb }) => {
    const operator = await buildFidoOperator(accountDb, 2);
    const [first] = await accountDb.select({ id: fidoCredentials.id }).from(fidoCredentials).where(eq(fidoCredentials.userId, operator.id)).orderBy(fidoCredentials.id);
    return { payload: { id: first.id, password: digestPassword(operator.password) }, as: operator, edits: true };
  }),
  sampleOf(personal.closeMfa, async ({ accountDb }) => {
    const operator = await buildOperator(accountDb, { totpSecret: newTotpSecret() });
    return { payload: { password: digestPassword(operator.password) }, as: operator, edits: true };
  }),
];
