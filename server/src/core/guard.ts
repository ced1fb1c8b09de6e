import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { APPLICATION_HEADERS, DEVICE_HEADERS, type Endpoint, type RegionName } from '@gwn/contract';
import { appCredentialsInvalid, forbidden, regionNotEnabled, unauthorized } from './api-error.ts';
import { credentialFrom, hasPermission, type Authenticator, type Principal } from './principal.ts';

/** The header our services present the shared internal secret in. */
export const INTERNAL_SECRET_HEADER = 'x-internal-secret';

export interface GuardOptions {
  authenticator: Authenticator;
  internalSecret: string;
  /** The region a region service serves: operators must have it among their enabled regions. */
  region?: RegionName;
  /** The region's device secret: a device's key is HMAC-SHA256(secret, MAC) (`device` endpoints). */
  deviceSecret?: string;
  /** The region's applications of the open API (`application` endpoints). */
  applications?: ApplicationDirectory;
}

/** An enterprise's application, as an `application` endpoint's call knows it. */
export interface Application {
  appId: string;
  /** The enterprise's row id in the region. */
  enterpriseRowId: number;
}

/** Where the guard finds an application by its id, with the SHA-256 of its secret. */
export interface ApplicationDirectory {
  find(appId: string): Promise<(Application & { secretHash: string }) | null>;
}

/** How an application's secret is kept: lowercase hex SHA-256 (secrets are 32 random bytes, so no slow hash is needed). */
export function applicationSecretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

const APP_ID_TEXT = /^[A-Za-z0-9_-]{1,64}$/;

/** The application whose id and secret were presented, else null; the secret's digest is compared in constant time. */
export async function verifiedApplication(directory: ApplicationDirectory | undefined, rawId: unknown, rawSecret: unknown): Promise<Application | null> {
  if (!directory || typeof rawId !== 'string' || typeof rawSecret !== 'string' || !APP_ID_TEXT.test(rawId)) return null;
  const found = await directory.find(rawId);
  // An unknown id still hashes and compares, so its answer takes as long as a wrong secret's.
  const expected = found?.secretHash ?? applicationSecretHash('');
  const matches = isInternalSecret(applicationSecretHash(rawSecret), expected);
  return found && matches ? { appId: found.appId, enterpriseRowId: found.enterpriseRowId } : null;
}

/** The one comparison of a presented internal secret: constant time, whatever the lengths. */
export function isInternalSecret(given: unknown, secret: string): boolean {
  if (typeof given !== 'string' || secret.length === 0) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  // Compare equal-length buffers so the time does not reveal the secret's length either.
  return timingSafeEqual(a.length === b.length ? a : b, b) && a.length === b.length;
}

/** A device's key: the lowercase hex HMAC-SHA256 of its MAC (12 upper-case hex digits) under the region's device secret. */
export function deviceKeyOf(secret: string, mac: string): string {
  return createHmac('sha256', secret).update(mac).digest('hex');
}

const MAC_TEXT = /^[0-9A-F]{12}$/;

/** The MAC a device presents, in its stored form; null when it is no MAC. */
function presentedMac(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const mac = raw.replace(/[:\-\s]/g, '').toUpperCase();
  return MAC_TEXT.test(mac) ? mac : null;
}

/** The MAC of a device whose key is right for it (constant-time comparison), else null. */
export function verifiedDevice(secret: string | undefined, rawMac: unknown, rawKey: unknown): string | null {
  const mac = presentedMac(rawMac);
  if (!secret || mac === null || typeof rawKey !== 'string') return null;
  return isInternalSecret(rawKey.toLowerCase(), deviceKeyOf(secret, mac)) ? mac : null;
}

export interface Caller {
  principal: Principal | null;
  credential: string | null;
  /** The device a `device` endpoint verified (its MAC, upper-case hex); null otherwise. */
  device?: string | null;
  /** The application an `application` endpoint verified; null otherwise. */
  application?: Application | null;
}

/**
 * The guard of an endpoint (contract `guard`), checked before a byte of the payload is read:
 * nothing presented is 401; a credential or secret that does not grant the endpoint is 403; at a
 * region, an operator whose enabled regions do not include it is 403 with retCode 1113013, whatever
 * the role (the enabled regions travel with the verified session, so a change reaches every region
 * as fast as a revocation does).
 */
export async function authorize(opts: GuardOptions, endpoint: Endpoint, req: FastifyRequest): Promise<Caller> {
  const credential = credentialFrom(req.headers.authorization);
  if (endpoint.guard === 'internal') {
    const given = req.headers[INTERNAL_SECRET_HEADER];
    if (given === undefined) throw credential ? forbidden() : unauthorized();
    if (!isInternalSecret(given, opts.internalSecret)) throw forbidden();
    return { principal: null, credential: null };
  }
  if (endpoint.guard === 'device') {
    const key = req.headers[DEVICE_HEADERS.key];
    if (key === undefined) throw credential ? forbidden() : unauthorized();
    const device = verifiedDevice(opts.deviceSecret, req.headers[DEVICE_HEADERS.mac], key);
    if (device === null) throw forbidden();
    return { principal: null, credential: null, device };
  }
  if (endpoint.guard === 'application') {
    // 401 with its own retCode both when nothing is presented and when it is wrong: an integrator's only fix is its credential.
    const application = await verifiedApplication(opts.applications, req.headers[APPLICATION_HEADERS.appId], req.headers[APPLICATION_HEADERS.secret]);
    if (application === null) throw appCredentialsInvalid();
    return { principal: null, credential: null, application };
  }
  const principal = credential ? await opts.authenticator.verify(credential) : null;
  if (endpoint.guard === 'public') return { principal, credential };
  if (!principal) throw unauthorized();
  if (opts.region && !principal.enabledRegions.includes(opts.region)) throw regionNotEnabled();
  if (endpoint.guard !== 'session' && !hasPermission(principal, endpoint.guard)) throw forbidden();
  return { principal, credential };
}
