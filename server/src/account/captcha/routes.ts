import { auth } from '@gwn/contract';
import { registerEndpoint, type EndpointHost } from '../../core/register-endpoint.ts';
import type { CaptchaService } from './service.ts';

export function registerCaptchaRoutes(host: EndpointHost, captcha: CaptchaService): void {
  registerEndpoint(host, auth.generateCaptcha, () => captcha.issue());
}
