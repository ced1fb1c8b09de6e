import { enterprises as contract } from '@gwn/contract';
import type { PageReply, Req } from '../../core/handlers.ts';
import { oneTimeTokenRepo } from '../shared/one-time-token-repo.ts';
import type { RegionCall } from '../shared/region-context.ts';
import { confirmRemovalPage, deadLinkPage, removedPage } from './mfa-removal-page.ts';
import { enterpriseRepo } from './repo.ts';

const { ENTERPRISE_MFA } = contract;

/**
 * The e-mailed MFA-removal link, as the contact follows it (spec 1 §3). A GET only shows what the link
 * would do and asks to confirm; the confirmation (a POST of the page's form) spends the single-use token
 * and turns the factor off. Mail gateways and link previews fetch links with GET, so they remove nothing.
 * The pages speak the link's `lang`, else the reader's Accept-Language.
 */
export function mfaRemovalLink() {
  return {
    /** Looks the token up without spending it: a page naming the enterprise with the confirmation form. */
    async page({ token, lang }: Req<typeof contract.confirmResetMfa>, call: RegionCall): Promise<PageReply> {
      const pageLang = lang ?? call.lang;
      const id = (await oneTimeTokenRepo(call.db).peek(token, 'remove-mfa'))?.id;
      const found = typeof id === 'number' ? await enterpriseRepo(call.db).mfaStateOf(id) : null;
      if (!found) return { html: deadLinkPage(pageLang, token) };
      return { html: confirmRemovalPage({ lang: pageLang, token, enterprise: found.enterpriseName }) };
    },

    /** The confirmation: the token is spent and the factor turned off, audited as the contact. */
    async confirm({ token, lang }: Req<typeof contract.resetMfaByLink>, call: RegionCall): Promise<PageReply> {
      const pageLang = lang ?? call.lang;
      const id = (await oneTimeTokenRepo(call.db).redeem(token, 'remove-mfa'))?.id;
      const repo = enterpriseRepo(call.db);
      const found = typeof id === 'number' ? await repo.lockMfa(id) : null;
      if (typeof id !== 'number' || !found) {
        call.audit.nothingChanged();
        return { html: deadLinkPage(pageLang, null) };
      }
      call.audit.actor({ account: found.email });
      call.audit.subject(found.enterpriseName);
      if (found.googleAuth === ENTERPRISE_MFA.disabled) {
        call.audit.nothingChanged();
      } else {
        await repo.turnMfaOff(id);
        call.audit.change({ googleAuth: found.googleAuth }, { googleAuth: ENTERPRISE_MFA.disabled });
      }
      return { html: removedPage(pageLang, found.enterpriseName) };
    },
  };
}
