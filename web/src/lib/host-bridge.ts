import type { RegionName } from '@gwn/contract/console';

/**
 * The console can run inside a micro-frontend host (qiankun or micro-app). Then the host draws the
 * top header, routes live under /gwn, and the host is told about region changes. All host specifics live here.
 */
interface HostWindow {
  __POWERED_BY_QIANKUN__?: boolean;
  __MICRO_APP_ENVIRONMENT__?: boolean;
  /** The route a micro-app host mounts its child at (e.g. the embed-demo page's /embed-demo/gwn). */
  __MICRO_APP_BASE_ROUTE__?: string;
  microApp?: { dispatch?: (data: unknown) => void };
}

const host = (): HostWindow => window as unknown as HostWindow; // the host adds these globals at run time

export function isMicroApp(): boolean {
  return Boolean(host().__MICRO_APP_ENVIRONMENT__);
}

export function isEmbedded(): boolean {
  return Boolean(host().__POWERED_BY_QIANKUN__) || isMicroApp();
}

/** Router basename: '/gwn' when embedded (or the base route a micro-app host names), none standalone. */
export function routerBasename(): string | undefined {
  if (!isEmbedded()) return undefined;
  const base = isMicroApp() ? host().__MICRO_APP_BASE_ROUTE__ : undefined;
  return base && /^\/[\w/-]*[\w-]$/.test(base) ? base : '/gwn';
}

export const REGION_CHANGE_EVENT = 'gwn:region-change';

/** Tells the host that the operator switched region. */
export function reportRegionChange(region: RegionName): void {
  if (isMicroApp()) host().microApp?.dispatch?.({ type: 'regionChange', region });
  // qiankun has no message channel of its own; any embedding host can listen for this event.
  if (isEmbedded()) window.dispatchEvent(new CustomEvent(REGION_CHANGE_EVENT, { detail: { region } }));
}
