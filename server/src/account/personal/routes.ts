import { auth } from '@gwn/contract';
import type { AccountArea } from '../shared/account-context.ts';
import { personalService } from './service.ts';

/** The operator's own settings (spec 3 "Personal settings"; the screen comes with its issue). */
export const registerPersonal: AccountArea = (host) => {
  const personal = personalService();
  host.handle(auth.resetPassword, personal.resetPassword);
  host.handle(auth.modifyLang, personal.modifyLang);
};
