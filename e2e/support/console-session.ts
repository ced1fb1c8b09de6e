import type { BrowserContext, Page } from '@playwright/test';
import { signInByApi, type ApiSession } from './api.ts';
import type { SeededOperator } from './operator-names.ts';

/**
 * Hands an API session to the console the way its sign-in page would leave it: the local-storage
 * values of spec 1 §9 (web/src/lib/session-storage.ts), written once per tab before the console's
 * scripts run, so a later logout in the journey really ends it.
 */
export async function handOverSession(target: Page | BrowserContext, session: ApiSession): Promise<void> {
  await target.addInitScript((s) => {
    if (sessionStorage.getItem('e2e-session-handed-over')) return;
    sessionStorage.setItem('e2e-session-handed-over', '1');
    localStorage.setItem('authorization', s.token);
    localStorage.setItem('mainName', s.name);
    localStorage.setItem('adminUrl', s.adminUrl);
    localStorage.setItem('currentRegion', s.region);
    localStorage.setItem('regionOptions', JSON.stringify(s.regions));
  }, session);
}

/** Signs the operator in through the API, then opens a console route as that operator. */
export async function openSignedIn(page: Page, operator: SeededOperator, route: string): Promise<ApiSession> {
  const session = await signInByApi(operator.account, operator.password);
  await handOverSession(page, session);
  await page.goto(route);
  return session;
}
