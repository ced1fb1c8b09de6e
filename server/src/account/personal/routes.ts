import { auth, personal } from '@gwn/contract';
import type { AccountArea } from '../shared/account-context.ts';
import { twoFactorHelpPage } from './help-page.ts';
import { personalService } from './service.ts';
import { twoFactorService } from './two-factor-service.ts';

/** The operator's own settings and second factor (spec 3 "Personal settings", §4, §7). */
export const registerPersonal: AccountArea = (host, ctx) => {
  const settings = personalService(ctx);
  const twoFactor = twoFactorService(ctx);
  host.handle(auth.resetPassword, settings.resetPassword);
  host.handle(auth.modifyLang, settings.modifyLang);
  host.handle(personal.show, settings.show);
  host.handle(personal.countries, settings.countries);
  host.handle(personal.timezones, settings.timezones);
  host.handle(personal.modifyName, settings.modifyName);
  host.handle(personal.modifyEmail, settings.modifyEmail);
  host.handle(personal.modify, settings.modify);
  host.handle(personal.getGoogleAuth, twoFactor.getGoogleAuth);
  host.handle(personal.fidoRegisterOptions, twoFactor.fidoRegisterOptions);
  host.handle(personal.saveMfaInfo, twoFactor.saveMfaInfo);
  host.handle(personal.fidoKeys, twoFactor.fidoKeys);
  host.handle(personal.fidoConfirmOptions, twoFactor.fidoConfirmOptions);
  host.handle(personal.fidoAddKey, twoFactor.fidoAddKey);
  host.handle(personal.fidoRemoveKey, twoFactor.fidoRemoveKey);
  host.handle(personal.cancelMfa, twoFactor.cancelMfa);
  host.handle(personal.closeMfa, twoFactor.closeMfa);
  host.handle(personal.twoFactorHelp, twoFactorHelpPage());
};
