import type { FastifyRequest } from 'fastify';
import type { Lang } from '@gwn/contract';

/** The reply language: the console sends its choice in Accept-Language; anything but Chinese is English. */
export function requestLang(req: FastifyRequest): Lang {
  return /^zh/i.test(req.headers['accept-language'] ?? '') ? 'zh' : 'en';
}
