import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { enterprises, type Endpoint } from '@gwn/contract';
import type { RegionDb } from '../../../src/db/connect.ts';
import { oneTimeTokenRepo } from '../../../src/region/shared/one-time-token-repo.ts';
import { buildEnterprise } from '../../region-factories.ts';
import { sampleOf } from './sample.ts';

/** An enterprise with two-factor sign-in on; its centre id equals its own, so either lookup finds it. */
function enterpriseWithMfa(regionDb: RegionDb) {
  const id = `ent-mfa-${randomBytes(6).toString('hex')}`;
  return buildEnterprise(regionDb, { enterpriseId: id, centerEnterpriseId: id, googleAuth: 1, clientType: 1 });
}

type Enterprise = Awaited<ReturnType<typeof buildEnterprise>>;

/** A switch of a fresh enterprise turned on: the payload names the enterprise and the new value. */
const switchedOn = <E extends Endpoint>(endpoint: E, payloadFor: NoInfer<(e: Enterprise) => z.input<E['request']>>) =>
  sampleOf(endpoint, async ({ regionDb }) => ({ payload: payloadFor(await buildEnterprise(regionDb, { portal: 0 })), edits: true }));

/** The enterprise list's switches, export and two-factor removal (spec 1 §3, §7). */
export const ENTERPRISE_SAMPLES = [
  switchedOn(enterprises.setOutdoor, (e) => ({ id: e.id, outdoor: 1, name: e.enterpriseName })),
  switchedOn(enterprises.setPayment, (e) => ({ enterpriseId: e.enterpriseId, payment: 1, name: e.enterpriseName })),
  switchedOn(enterprises.setPortal, (e) => ({ enterpriseId: e.enterpriseId, portal: 1, name: e.enterpriseName })),
  switchedOn(enterprises.openCache, (e) => ({ enterpriseId: e.enterpriseId, name: e.enterpriseName })),
  switchedOn(enterprises.setTopWebsites, (e) => ({ enterpriseId: e.enterpriseId, isShowTopWebsites: 1, name: e.enterpriseName })),
  switchedOn(enterprises.setHardwareReset, (e) => ({ enterpriseId: e.enterpriseId, enable: 1, name: e.enterpriseName })),
  switchedOn(enterprises.setIspConfig, (e) => ({ enterpriseId: e.enterpriseId, enable: 1 })),
  switchedOn(enterprises.setHighPrecisionUsageControl, (e) => ({ enterpriseId: e.enterpriseId, enable: 1 })),
  // An export changes nothing: its entry records the search.
  sampleOf(enterprises.exportTicket, async ({ regionDb }) => ({ payload: { search: (await buildEnterprise(regionDb)).enterpriseName }, edits: false })),
  // Requesting the removal only e-mails a link; the switch turns off when the contact follows it.
  sampleOf(enterprises.resetMfa, async ({ regionDb }) => ({ payload: { enterpriseId: (await enterpriseWithMfa(regionDb)).centerEnterpriseId }, edits: false })),
  // The confirmation of the link the e-mail carries (its page's form); the entry names the contact who confirmed.
  sampleOf(enterprises.resetMfaByLink, async ({ regionDb }) => {
    const e = await enterpriseWithMfa(regionDb);
    const token = await oneTimeTokenRepo(regionDb).issue('remove-mfa', { id: e.id }, enterprises.MFA_REMOVAL_LINK_HOURS * 3600);
    return { payload: { token }, actor: e.email, edits: true };
  }),
];
