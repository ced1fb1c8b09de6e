import { personal } from '@gwn/contract';
import { AUTH_SLICES } from '../endpoint-splits.ts';
import type { AccountArea } from '../shared/account-context.ts';
import { twoFactorHelpPage } from './help-page.ts';
import { personalService } from './service.ts';
import { twoFactorService } from './two-factor-service.ts';

/** The operator's own settings and second factor (spec 3 "Personal settings", §4, §7). */
export const registerPersonal: AccountArea = (host, ctx) => {
  const settings = personalService(ctx);
  const twoFactor = twoFactorService(ctx);
  host.handleAll(AUTH_SLICES.personal, {
    resetPassword: settings.resetPassword,
    modifyLang: settings.modifyLang,
  });
  host.handleAll(personal, {
    show: settings.show,
    countries: settings.countries,
    timezones: settings.timezones,
    modifyName: settings.modifyName,
    modifyEmail: settings.modifyEmail,
    modify: settings.modify,
    getGoogleAuth: twoFactor.getGoogleAuth,
    fidoRegisterOptions: twoFactor.fidoRegisterOptions,
    saveMfaInfo: twoFactor.saveMfaInfo,
    fidoKeys: twoFactor.fidoKeys,
    fidoConfirmOptions: twoFactor.fidoConfirmOptions,
    fidoAddKey: twoFactor.fidoAddKey,
    fidoRemoveKey: twoFactor.fidoRemoveKey,
    cancelMfa: twoFactor.cancelMfa,
    closeMfa: twoFactor.closeMfa,
    twoFactorHelp: twoFactorHelpPage(),
  });
};
