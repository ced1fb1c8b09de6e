import { auth, regions } from '@gwn/contract';
import { digestPassword } from '../../../src/account/shared/password.ts';
import { buildOperator } from '../../factories.ts';
import { credentialsOf } from '../../signin-helpers.ts';
import { sampleOf } from './sample.ts';

/*
 * The account service's mutating endpoints. Each call that signs in, ends or changes a session is made by
 * an operator of its own, so the file's shared administrator keeps its session and settings.
 */
export const ACCOUNT_SAMPLES = [
  sampleOf(auth.checkMfaInfo, async ({ accountDb }) => {
    const operator = await buildOperator(accountDb);
    return { payload: credentialsOf(operator), actor: operator.account, edits: false };
  }),
  sampleOf(auth.login, async ({ accountDb }) => {
    const operator = await buildOperator(accountDb);
    return { payload: credentialsOf(operator), actor: operator.account, edits: false };
  }),
  // A new language is a change; the operator's own one would be "nothing changed" (no entry).
  sampleOf(auth.sessionLogin, async ({ accountDb }) => ({ payload: { lang: 'zh' }, as: await buildOperator(accountDb), edits: true })),
  sampleOf(auth.logout, async ({ accountDb }) => ({ payload: {}, as: await buildOperator(accountDb), edits: false })),
  sampleOf(auth.accountCentreLogout, async ({ accountDb }) => ({ payload: {}, as: await buildOperator(accountDb), edits: false })),
  sampleOf(auth.resetPassword, async ({ accountDb }) => {
    const operator = await buildOperator(accountDb);
    const password = digestPassword(`${operator.password}-new`);
    return { payload: { oldPassword: digestPassword(operator.password), password, confirmPassword: password }, as: operator, edits: true };
  }),
  sampleOf(auth.modifyLang, async ({ accountDb }) => ({ payload: { lang: 'zh' }, as: await buildOperator(accountDb), edits: true })),
  // A main account enables the region on the way.
  sampleOf(regions.regionChange, async ({ accountDb }) => ({ payload: { domain: 'EU' }, as: await buildOperator(accountDb, { regions: ['US'] }), edits: true })),
];
