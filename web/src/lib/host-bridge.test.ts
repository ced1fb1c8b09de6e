import { afterEach, describe, expect, it } from 'vitest';
import { routerBasename } from './host-bridge.ts';

type HostGlobals = { __MICRO_APP_ENVIRONMENT__?: boolean; __MICRO_APP_BASE_ROUTE__?: string; __POWERED_BY_QIANKUN__?: boolean };
const globals = window as unknown as HostGlobals;

afterEach(() => {
  delete globals.__MICRO_APP_ENVIRONMENT__;
  delete globals.__MICRO_APP_BASE_ROUTE__;
  delete globals.__POWERED_BY_QIANKUN__;
});

describe('router basename', () => {
  it('is none standalone and /gwn inside a host that names no base route', () => {
    expect(routerBasename()).toBeUndefined();
    globals.__POWERED_BY_QIANKUN__ = true;
    expect(routerBasename()).toBe('/gwn');
  });

  it('follows the base route a micro-app host mounts the console at (the embed-demo page), ignoring a malformed one', () => {
    globals.__MICRO_APP_ENVIRONMENT__ = true;
    globals.__MICRO_APP_BASE_ROUTE__ = '/embed-demo/gwn';
    expect(routerBasename()).toBe('/embed-demo/gwn');
    globals.__MICRO_APP_BASE_ROUTE__ = 'javascript:alert(1)';
    expect(routerBasename()).toBe('/gwn');
  });
});
