import { auth } from '@gwn/contract';
import { registerEndpoint, type EndpointHost } from '../../core/register-endpoint.ts';
import type { PersonalService } from './service.ts';

export function registerPersonalRoutes(host: EndpointHost, personal: PersonalService): void {
  registerEndpoint(host, auth.resetPassword, personal.resetPassword);
  registerEndpoint(host, auth.modifyLang, personal.modifyLang);
}
