import { sso, type RequestOf } from '@gwn/contract/console';
import { apiOutcome } from '../../api/client.ts';

/**
 * The single sign-on calls of the sign-in page and of /login/sso, loaded on demand (like sign-in-calls.ts) so
 * the sign-in form itself ships little JS.
 */
export const enabledProviders = () => apiOutcome(sso.publicProviders, {});
export const startAt = (payload: RequestOf<typeof sso.start>) => apiOutcome(sso.start, payload);
export const finishWith = (query: string) => apiOutcome(sso.callback, { query });
export const secondFactor = (payload: RequestOf<typeof sso.secondFactor>) => apiOutcome(sso.secondFactor, payload);
