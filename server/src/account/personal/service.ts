import { RetCode, type auth, type personal } from '@gwn/contract';
import { ApiError, invalid } from '../../core/api-error.ts';
import { requirePrincipal } from '../../core/call.ts';
import type { AccountCall, AccountContext } from '../shared/account-context.ts';
import { hashPassword, passwordMatches } from '../shared/password.ts';
import { sessionRepo } from '../shared/session-repo.ts';
import { twoFactorRepo } from '../shared/two-factor-repo.ts';
import { allCountryCodes, allTimezones, countryName, isCountryCode, isTimezone, timezoneDescription } from './places.ts';
import { personalRepo } from './repo.ts';
import type { Req, Reply } from '../../core/handlers.ts';

/** The operator's own settings: profile, password and language. */
export function personalService(ctx: AccountContext) {
  async function profileOf(call: AccountCall) {
    const me = requirePrincipal(call);
    const profile = await personalRepo(call.db).profileOf(me.userId);
    if (!profile) throw new ApiError(RetCode.SessionEnded);
    return profile;
  }

  /** The operator's own profile; an edit naming another account or id (spec 3 §7: account, id) is refused. */
  async function ownProfile(call: AccountCall, target: { account?: string; id?: number }) {
    const profile = await profileOf(call);
    if (target.account !== undefined && target.account !== profile.account) throw invalid({ account: 'not your own account' });
    if (target.id !== undefined && target.id !== profile.id) throw invalid({ id: 'not your own account' });
    return profile;
  }

  return {
    async show(_input: Req<typeof personal.show>, call: AccountCall): Promise<Reply<typeof personal.show>> {
      const { roleName, ...account } = await profileOf(call);
      const twoFactor = twoFactorRepo(call.db);
      const on = account.googleAuth === 1;
      return {
        account: { ...account, lang: account.lang === 'zh' ? 'zh' : 'en' },
        country: { countryDisplay: countryName(account.country, call.lang) },
        timezone: { description: timezoneDescription(account.timezone) },
        roleName,
        // Operators are bound to the account centre they sign in at (docs/architecture.md, "Personal settings").
        bindingAddress: ctx.config.accountUrl,
        recoveryCodesLeft: on ? await twoFactor.recoveryCodesLeft(account.id) : 0,
        securityKeys: on ? (await twoFactor.keysOf(account.id)).length : 0,
      };
    },

    countries: async (): Promise<Reply<typeof personal.countries>> => allCountryCodes().map((code) => ({ code })),

    timezones: async (): Promise<Reply<typeof personal.timezones>> => {
      const now = new Date();
      return allTimezones().map((id) => ({ id, description: timezoneDescription(id, now) }));
    },

    async modifyName(input: Req<typeof personal.modifyName>, call: AccountCall): Promise<null> {
      const before = await ownProfile(call, input);
      await personalRepo(call.db).updateProfile(before.id, { name: input.name });
      call.audit.subject(before.account);
      call.audit.change({ name: before.name }, { name: input.name });
      return null;
    },

    /** A new e-mail needs the current password (1110028 when wrong, nothing changes). */
    async modifyEmail(input: Req<typeof personal.modifyEmail>, call: AccountCall): Promise<null> {
      const before = await ownProfile(call, input);
      const repo = personalRepo(call.db);
      const hash = await repo.passwordHashOf(before.id);
      if (!hash || !(await passwordMatches(hash, input.password))) throw new ApiError(RetCode.PasswordIncorrect);
      await repo.updateProfile(before.id, { email: input.email });
      call.audit.subject(before.account);
      call.audit.change({ email: before.email }, { email: input.email });
      return null;
    },

    async modify(input: Req<typeof personal.modify>, call: AccountCall): Promise<null> {
      if (input.country && !isCountryCode(input.country)) throw invalid({ country: 'unknown country code' });
      if (input.timezone !== undefined && !isTimezone(input.timezone)) throw invalid({ timezone: 'unknown time zone' });
      const { account, id, ...fields } = input;
      const before = await ownProfile(call, { account, id });
      const values = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<Record<'company' | 'country' | 'timezone', string>>;
      if (Object.keys(values).length === 0) return null; // nothing sent, nothing to change
      await personalRepo(call.db).updateProfile(before.id, values);
      call.audit.subject(before.account);
      call.audit.change(
        Object.fromEntries(Object.keys(values).map((k) => [k, before[k as keyof typeof values]])), values,
      );
      return null;
    },

    /** A new password ends every session of the operator, this one included (DESIGN §1). */
    async resetPassword(input: Req<typeof auth.resetPassword>, call: AccountCall): Promise<null> {
      const me = requirePrincipal(call);
      const repo = personalRepo(call.db);
      const current = await repo.passwordHashOf(me.userId);
      if (!current || !(await passwordMatches(current, input.oldPassword))) throw new ApiError(RetCode.OldPasswordWrong);
      if (input.password === input.oldPassword) throw new ApiError(RetCode.NewPasswordSameAsOld);
      await repo.setPasswordHash(me.userId, await hashPassword(input.password));
      await sessionRepo(call.db).revokeAllOf(me.userId);
      call.audit.subject(me.account);
      call.audit.change({ password: 'old' }, { password: 'new' });
      return null;
    },

    async modifyLang(input: Req<typeof auth.modifyLang>, call: AccountCall): Promise<null> {
      const me = requirePrincipal(call);
      await sessionRepo(call.db).setLang(me.sessionId, me.userId, input.lang);
      call.audit.change({ lang: me.lang }, { lang: input.lang });
      return null;
    },
  };
}
