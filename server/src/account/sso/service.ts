import { createHash, randomBytes } from 'node:crypto';
import { personal, RetCode, type AuditAction, type RegionName, type sso } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';
import { requirePrincipal } from '../../core/call.ts';
import type { AccountCall, AccountContext } from '../shared/account-context.ts';
import { enforceDelegation, refusalToGrant } from '../shared/delegation.ts';
import { lockEnd, lockReply } from '../shared/lockout.ts';
import { startRegion, verifySecondFactor } from '../shared/second-factor.ts';
import { sessionRepo } from '../shared/session-repo.ts';
import { hashToken, newToken } from '../shared/session-token.ts';
import { throttleRepo } from '../shared/throttle-repo.ts';
import { webauthnService } from '../shared/webauthn.ts';
import { failureText, type IdClaims, type OidcFlow, type ProviderClient } from './flow.ts';
import { accountOf, groupsOf, isRoot, mapGroups, providerAskedSecondFactor, textClaim } from './mapping.ts';
import { ssoRepo, type PendingLogin, type ProviderRecord, type SsoUser } from './repo.ts';
import type { SecretBox } from './secret-box.ts';
import type { Req, Reply } from '../../core/handlers.ts';

type CallbackReply = Reply<typeof sso.callback>;
type ProviderFields = Req<typeof sso.providerAdd>;
type Repo = ReturnType<typeof ssoRepo>;

const keyHash = (key: string) => createHash('sha256').update(key).digest('hex');

/** The provider's settings as the account log shows them before and after a change (the secret only as changed or not). */
const logged = (p: Pick<ProviderRecord, 'name' | 'issuer' | 'clientId' | 'clientSecretSealed' | 'scopes' | 'groupsClaim' | 'roleMappings' | 'regionMappings' | 'allowLocalPassword' | 'trustProviderMfa' | 'enabled'>) => ({
  name: p.name, issuer: p.issuer, clientId: p.clientId, clientSecret: p.clientSecretSealed, scopes: p.scopes, groupsClaim: p.groupsClaim,
  roleMappings: p.roleMappings, regionMappings: p.regionMappings,
  allowLocalPassword: p.allowLocalPassword, trustProviderMfa: p.trustProviderMfa, enabled: p.enabled,
});

/** What the provider's answer makes of the user: who, and the role and regions their groups give now. */
interface Verdict {
  subject: string; account: string; name: string; email: string; groups: string[];
  roleId: number | null; roleName: string | null; regions: RegionName[];
  user: SsoUser | null;
  /** Why a real sign-in is refused, and its retCode; null when it is let in. */
  refusal: { retCode: number; reason: string } | null;
}

/**
 * Single sign-on (docs/architecture.md, "Single sign-on"): the providers' configuration (super administrators
 * only, mappings under the no-escalation rule) and the sign-in through them: just-in-time operators, role and
 * regions re-read from the groups at every sign-in, root never, our second factor unless the provider's is trusted.
 */
export function ssoService(ctx: AccountContext, flow: OidcFlow, box: SecretBox) {
  const { config } = ctx;
  const webauthn = webauthnService(config.webauthn);
  // Read at each use: a service on an ephemeral port learns its address only once it listens.
  const redirectUri = () => `${config.accountUrl.replace(/\/$/, '')}/login/sso`;

  const clientOf = (p: ProviderRecord): ProviderClient => ({
    id: p.id, issuer: p.issuer, clientId: p.clientId, clientSecret: box.open(p.clientSecretSealed), scopes: p.scopes, updatedAt: p.updatedAt,
  });

  function requireSuperAdmin(call: AccountCall) {
    const actor = requirePrincipal(call);
    if (!actor.superAdmin) throw new ApiError(RetCode.SsoSuperAdminOnly);
    return actor;
  }

  /** Mapped roles must exist, and the super administrator saving them must be allowed to grant each (delegation rule). */
  async function checkMappings(call: AccountCall, input: Pick<ProviderFields, 'roleMappings' | 'name'>, action: AuditAction) {
    const actor = requireSuperAdmin(call);
    const ids = [...new Set(input.roleMappings.map((m) => m.roleId))];
    const found = await ssoRepo(call.db).rolesByIds(ids);
    if (found.length !== ids.length) throw new ApiError(RetCode.SsoRoleMissing);
    for (const role of found) enforceDelegation(refusalToGrant(actor, role), { action, subject: input.name, role: role.roleName });
  }

  async function providerOr404(repo: Repo, id: number): Promise<ProviderRecord> {
    const provider = await repo.findProvider(id);
    if (!provider) throw new ApiError(RetCode.SsoProviderMissing);
    return provider;
  }

  /** Sends the browser to the provider; a trial remembers the super administrator who started it, for the log. */
  async function begin(call: AccountCall, provider: ProviderRecord, purpose: 'signIn' | 'try', lang: string, triedBy: number | null = null) {
    const started = await flow.start(clientOf(provider), redirectUri());
    await ssoRepo(call.db).insertPending({
      keyHash: keyHash(started.state), kind: 'authorization', providerId: provider.id, purpose,
      nonce: started.nonce, codeVerifier: started.codeVerifier, lang, userId: triedBy,
    }, config.sso.timeoutSeconds);
    return { authorizationUrl: started.authorizationUrl };
  }

  /** Who the answer is about and what they get; the refusal a sign-in would meet, if any. */
  async function judge(repo: Repo, provider: ProviderRecord, claims: IdClaims): Promise<Verdict> {
    const groups = groupsOf(claims, provider.groupsClaim);
    const { roleId, regions } = mapGroups(groups, provider.roleMappings, provider.regionMappings);
    const [role] = roleId === null ? [] : await repo.rolesByIds([roleId]);
    const linked = await repo.findUserByLink(provider.id, claims.sub);
    const account = linked?.account ?? accountOf(claims) ?? '';
    const user = linked ?? (account ? await repo.findUserByAccount(account) : null);
    const verdict: Verdict = {
      subject: claims.sub, account, name: textClaim(claims, 'name') || account, email: textClaim(claims, 'email'), groups,
      roleId, roleName: role?.roleName ?? null, regions, user: linked, refusal: null,
    };
    const refuse = (retCode: number, reason: string): Verdict => ({ ...verdict, refusal: { retCode, reason } });
    if (!account) return refuse(RetCode.SsoMissingClaims, 'noUserName');
    if (isRoot(account)) return refuse(RetCode.SsoRootRefused, 'root');
    if (user && !linked) return refuse(RetCode.SsoAccountTaken, 'accountTaken');
    if (roleId === null) return refuse(RetCode.SsoNoMappedRole, 'noMappedRole');
    if (!role) return refuse(RetCode.SsoRoleMissing, 'roleMissing');
    if (regions.length === 0) return refuse(RetCode.SsoNoMappedRegion, 'noMappedRegion');
    if (linked && linked.active !== 1) return refuse(RetCode.SsoUserInactive, 'inactive');
    return verdict;
  }

  /** A refused SSO sign-in: answered, and kept in the account log with its reason (the used-up attempt is kept too). */
  function refused(error: ApiError, facts: Record<string, unknown>, actor?: { userId?: number | null; account: string }) {
    const reason = (error.data as { reason?: string } | null)?.reason;
    return error.keepingWrites({
      action: 'ssoSignInRefused', actor: actor ?? { account: String(facts.account ?? 'sso') },
      detail: { subject: String(facts.provider ?? ''), facts: { ...facts, ...(reason ? { detail: reason } : {}) } },
    });
  }

  /** Role, regions, name and e-mail as the provider's groups and claims give them now; a new operator when there is none. */
  async function applyGrant(call: AccountCall, provider: ProviderRecord, v: { user: SsoUser | null; subject: string; account: string; name: string; email: string; roleId: number; regions: string[] }, lang: string): Promise<SsoUser> {
    const repo = ssoRepo(call.db);
    const next = { name: v.name, email: v.email, roleId: v.roleId, enabledRegions: v.regions };
    if (v.user) {
      const u = v.user;
      call.audit.change({ name: u.name, email: u.email, roleId: u.roleId, enabledRegions: u.enabledRegions }, next, u.account);
      await repo.updateUser(u.id, next);
      return { ...u, ...next };
    }
    const id = await repo.insertUser({
      ...next, account: v.account, lastRegion: v.regions[0], ssoProviderId: provider.id, ssoSubject: v.subject,
      lang: lang === 'zh' ? 'zh' : 'en', createdBy: `sso:${provider.name}`.slice(0, 64),
    });
    call.audit.change(null, { account: v.account, ...next }, v.account);
    call.audit.note({ createdJustInTime: true });
    return (await repo.findUserById(id))!;
  }

  async function signIn(call: AccountCall, provider: ProviderRecord, user: SsoUser, via: string): Promise<CallbackReply> {
    await ssoRepo(call.db).recordSignIn(user.id, call.ip);
    const region = startRegion(user);
    const token = newToken();
    await sessionRepo(call.db).create({ tokenHash: hashToken(token), userId: user.id, region, lang: user.lang === 'zh' ? 'zh' : 'en', ip: call.ip, browser: call.userAgent });
    call.issueCredential(token);
    call.audit.actor({ userId: user.id, account: user.account });
    call.audit.subject(provider.name);
    call.audit.note({ provider: provider.name, region, secondFactor: via });
    return {
      outcome: 'signedIn', url: config.regionUrls[region], region, accounting: user.account, name: user.name,
      mainAccount: user.parentId === null ? 1 : 0,
    };
  }

  /** Our second factor, as password sign-in asks it (shared/second-factor.ts); every wrong answer counts toward the lock. */
  async function checkSecondFactor(call: AccountCall, user: SsoUser, input: Req<typeof sso.secondFactor>): Promise<string> {
    const throttle = throttleRepo(call.db);
    const now = new Date();
    const current = await throttle.read(user.account, call.ip);
    if (lockEnd(current, now, config)) throw new ApiError(RetCode.AccountOrPasswordWrong, lockReply(current, now, config));
    const used = await verifySecondFactor(call, webauthn, user, input, {
      async counted(retCode, reason) {
        const state = await throttle.recordFailure(user.account, call.ip, config.lockMinutes);
        const reply = lockReply(state, new Date(), config);
        return new ApiError(retCode, reply).keepingWrites({
          action: reply.lockStatus === 2 ? 'signInLocked' : 'ssoSignInRefused', actor: { userId: user.id, account: user.account },
          detail: { facts: { reason, failedCount: state.name.failedCount } },
        });
      },
      uncounted: (error) => error,
    });
    await throttle.recordSuccess(user.account, call.ip);
    return used;
  }

  return {
    async list(_input: unknown, call: AccountCall): Promise<Reply<typeof sso.providerList>> {
      requireSuperAdmin(call);
      const rows = await ssoRepo(call.db).listProviders();
      return {
        redirectUri: redirectUri(),
        result: rows.map(({ provider: p, userCount }) => ({
          id: p.id, name: p.name, issuer: p.issuer, clientId: p.clientId, scopes: p.scopes, groupsClaim: p.groupsClaim,
          roleMappings: p.roleMappings, regionMappings: p.regionMappings, allowLocalPassword: p.allowLocalPassword,
          trustProviderMfa: p.trustProviderMfa, enabled: p.enabled, secretSet: p.clientSecretSealed !== '', userCount,
        })),
      };
    },

    async add(input: ProviderFields, call: AccountCall): Promise<Reply<typeof sso.providerAdd>> {
      await checkMappings(call, input, 'ssoProviderAdd');
      const { clientSecret, ...fields } = input;
      const values = { ...fields, clientSecretSealed: box.seal(clientSecret) };
      const id = await ssoRepo(call.db).insertProvider(values);
      call.audit.subject(input.name);
      call.audit.change(null, logged(values));
      return { id };
    },

    async edit(input: Req<typeof sso.providerEdit>, call: AccountCall): Promise<null> {
      await checkMappings(call, input, 'ssoProviderEdit');
      const repo = ssoRepo(call.db);
      const before = await providerOr404(repo, input.id);
      const { id, clientSecret, ...fields } = input;
      const values = { ...fields, clientSecretSealed: clientSecret ? box.seal(clientSecret) : before.clientSecretSealed };
      await repo.updateProvider(id, values);
      call.audit.subject(input.name);
      call.audit.change(logged(before), logged(values));
      return null;
    },

    async remove(input: Req<typeof sso.providerDelete>, call: AccountCall): Promise<null> {
      requireSuperAdmin(call);
      const repo = ssoRepo(call.db);
      const before = await providerOr404(repo, input.id);
      await repo.deleteProvider(input.id);
      call.audit.subject(before.name);
      call.audit.change(logged(before), null);
      return null;
    },

    async tryProvider(input: Req<typeof sso.providerTry>, call: AccountCall): Promise<Reply<typeof sso.providerTry>> {
      const actor = requireSuperAdmin(call);
      const provider = await providerOr404(ssoRepo(call.db), input.id);
      return begin(call, provider, 'try', actor.lang, actor.userId);
    },

    async publicProviders(_input: unknown, call: AccountCall): Promise<Reply<typeof sso.publicProviders>> {
      return { result: await ssoRepo(call.db).listEnabled() };
    },

    async start(input: Req<typeof sso.start>, call: AccountCall): Promise<Reply<typeof sso.start>> {
      const provider = await ssoRepo(call.db).findProvider(input.providerId);
      if (!provider) throw new ApiError(RetCode.SsoProviderMissing);
      if (!provider.enabled) throw new ApiError(RetCode.SsoProviderDisabled);
      return begin(call, provider, 'signIn', input.lang ?? call.lang);
    },

    async callback(input: Req<typeof sso.callback>, call: AccountCall): Promise<CallbackReply> {
      const repo = ssoRepo(call.db);
      const query = new URLSearchParams(input.query.replace(/^\?/, ''));
      const state = query.get('state') ?? '';
      const pending: PendingLogin | null = state ? await repo.takePending(keyHash(state), 'authorization') : null;
      if (!pending) throw refused(new ApiError(RetCode.SsoStateMismatch), { reason: 'unknownState' });
      const provider = await repo.findProvider(pending.providerId);
      if (!provider) throw refused(new ApiError(RetCode.SsoProviderMissing), { reason: 'providerMissing' });
      const facts = { provider: provider.name, trial: pending.purpose === 'try' };
      if (pending.expired) throw refused(new ApiError(RetCode.SsoLoginExpired), { ...facts, reason: 'expired' });
      if (pending.purpose === 'signIn' && !provider.enabled) throw refused(new ApiError(RetCode.SsoProviderDisabled), { ...facts, reason: 'disabled' });

      let claims: IdClaims;
      try {
        claims = await flow.finish(clientOf(provider), redirectUri(), query, { state, nonce: pending.nonce, codeVerifier: pending.codeVerifier }, { groupsClaim: provider.groupsClaim });
      } catch (error) {
        if (error instanceof ApiError) throw refused(error, { ...facts, reason: 'providerAnswer' });
        throw refused(new ApiError(RetCode.SsoIdTokenInvalid, { reason: failureText(error) }), { ...facts, reason: 'providerAnswer' });
      }
      const verdict = await judge(repo, provider, claims);
      const who = { ...facts, account: verdict.account, subject: verdict.subject, groups: verdict.groups };

      if (pending.purpose === 'try') {
        const triedBy = pending.userId === null ? null : await repo.findUserById(pending.userId);
        if (triedBy) call.audit.actor({ userId: triedBy.id, account: triedBy.account });
        call.audit.subject(`${provider.name} (trial)`);
        call.audit.note({ ...who, role: verdict.roleName, regions: verdict.regions, refusal: verdict.refusal?.reason ?? null });
        return {
          outcome: 'tried',
          report: {
            providerId: provider.id, subject: verdict.subject, account: verdict.account, name: verdict.name, email: verdict.email,
            groups: verdict.groups, roleName: verdict.roleName, regions: verdict.regions, refusal: verdict.refusal?.retCode ?? null,
          },
        };
      }
      if (verdict.refusal || verdict.roleId === null) {
        const refusal = verdict.refusal ?? { retCode: RetCode.SsoNoMappedRole, reason: 'noMappedRole' };
        throw refused(new ApiError(refusal.retCode, { groups: verdict.groups }), { ...who, reason: refusal.reason },
          { userId: verdict.user?.id ?? null, account: verdict.account || verdict.subject });
      }
      const grant = { user: verdict.user, subject: verdict.subject, account: verdict.account, name: verdict.name, email: verdict.email, roleId: verdict.roleId, regions: verdict.regions };

      const user = verdict.user;
      const trusted = provider.trustProviderMfa && providerAskedSecondFactor(claims);
      if (user && user.googleAuth === 1 && !trusted) {
        // Our second factor is still to come: nothing changes, and nothing is logged, until it is given.
        const ticket = randomBytes(32).toString('base64url');
        await repo.insertPending({
          keyHash: keyHash(ticket), kind: 'secondFactor', providerId: provider.id, purpose: 'signIn', lang: pending.lang,
          userId: user.id, grant: { roleId: grant.roleId, regions: grant.regions, name: grant.name, email: grant.email },
        }, config.sso.timeoutSeconds);
        const webauthnOptions = user.clientType === personal.MFA_TYPES.fido ? await webauthn.authenticationOptions(call.db, user.id) : null;
        call.audit.nothingChanged();
        return {
          outcome: 'secondFactor', ticket, clientType: user.clientType,
          ...(webauthnOptions ? { webauthnOptions: webauthnOptions as unknown as Record<string, unknown> } : {}),
        };
      }
      const signedIn = await applyGrant(call, provider, grant, pending.lang);
      return signIn(call, provider, signedIn, trusted && user?.googleAuth === 1 ? 'provider' : 'none');
    },

    async secondFactor(input: Req<typeof sso.secondFactor>, call: AccountCall): Promise<CallbackReply> {
      const repo = ssoRepo(call.db);
      const pending = await repo.findPending(keyHash(input.ticket), 'secondFactor');
      if (!pending || pending.expired || pending.userId === null || !pending.grant) throw new ApiError(RetCode.SsoLoginExpired);
      const provider = await repo.findProvider(pending.providerId);
      const user = await repo.findUserById(pending.userId);
      if (!provider || !user || user.ssoProviderId !== provider.id) throw new ApiError(RetCode.SsoLoginExpired);
      const via = await checkSecondFactor(call, user, input);
      await repo.takePending(keyHash(input.ticket), 'secondFactor');
      const signedIn = await applyGrant(call, provider, { user, subject: user.ssoSubject ?? '', account: user.account, ...pending.grant }, pending.lang);
      return signIn(call, provider, signedIn, via);
    },
  };
}
