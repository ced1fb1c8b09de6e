import { adminUsers, roles } from '@gwn/contract';
import { randomBytes } from 'node:crypto';
import { digestPassword } from '../../../src/account/shared/password.ts';
import { buildOperator, buildRole, sessionIdOf } from '../../factories.ts';
import { sampleOf } from './sample.ts';

const unique = () => randomBytes(4).toString('hex');

/** Admin users, their sessions and roles: each call acts on rows of its own, so the shared administrator is untouched. */
export const USER_SAMPLES = [
  sampleOf(adminUsers.add, async ({ accountDb }) => {
    const role = await buildRole(accountDb, { menus: ['dashboard'] });
    const password = digestPassword('Sample-pass1');
    return {
      payload: { userName: `Sample ${unique()}`, account: `sample-${unique()}`, userEmail: `s-${unique()}@example.test`, roleId: role.id, password, confirmPassword: password },
      edits: true,
    };
  }),
  sampleOf(adminUsers.edit, async ({ accountDb }) => {
    const user = await buildOperator(accountDb, { menus: ['dashboard'] });
    return { payload: { userId: user.id, userName: `Renamed ${unique()}`, account: user.account, userEmail: `r-${unique()}@example.test`, roleId: user.roleId }, edits: true };
  }),
  sampleOf(adminUsers.remove, async ({ accountDb, admin }) => {
    const user = await buildOperator(accountDb, { menus: ['dashboard'] });
    return { payload: { userId: user.id, password: digestPassword(admin.password) }, edits: true };
  }),
  sampleOf(adminUsers.closeMfa, async ({ accountDb, admin }) => {
    const user = await buildOperator(accountDb, { menus: ['dashboard'], totpSecret: 'JBSWY3DPEHPK3PXP' });
    return { payload: { id: user.id, password: digestPassword(admin.password) }, edits: true };
  }),
  sampleOf(adminUsers.endUserSession, async ({ accountDb }) => {
    const user = await buildOperator(accountDb, { menus: ['dashboard'] });
    return { payload: { userId: user.id, sessionId: await sessionIdOf(accountDb, user.token) }, edits: true };
  }),
  sampleOf(adminUsers.endAllUserSessions, async ({ accountDb }) => {
    const user = await buildOperator(accountDb, { menus: ['dashboard'] });
    return { payload: { userId: user.id }, edits: true };
  }),
  sampleOf(adminUsers.endMySession, async ({ accountDb }) => {
    const me = await buildOperator(accountDb, { menus: ['dashboard'] });
    return { payload: { sessionId: await sessionIdOf(accountDb, me.token) }, as: me, edits: true };
  }),
  sampleOf(roles.add, async () => ({ payload: { roleName: `r-${unique()}`, resourceKeyList: ['modelManage', 'deviceTypeAdd'] }, edits: true })),
  sampleOf(roles.edit, async ({ accountDb }) => {
    const role = await buildRole(accountDb, { menus: ['dashboard'] });
    return { payload: { id: role.id, roleName: `e-${unique()}`, resourceKeyList: ['modelManage'] }, edits: true };
  }),
  sampleOf(roles.remove, async ({ accountDb }) => {
    const role = await buildRole(accountDb, { menus: ['dashboard'] });
    return { payload: { id: role.id }, edits: true };
  }),
];
