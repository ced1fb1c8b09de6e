/**
 * Checks of typed text that the services' schemas and the console's forms share. Plain functions without zod, so
 * the console gets them through @gwn/contract/console (endpoint modules re-export them under their area).
 */

/** Upper-case hex without separators: how a MAC is stored and compared. */
export function normalizeMac(raw: string): string {
  return raw.replace(/[:\-\s]/g, '').toUpperCase();
}

/** AA:BB:CC:DD:EE:FF, how a MAC is shown. */
export function formatMac(mac: string): string {
  return mac.match(/.{1,2}/g)?.join(':') ?? mac;
}

/** True for a whole MAC as the service takes it (any case, with or without separators); the form checks the same. */
export const isMacAddress = (text: string): boolean => /^[0-9A-F]{12}$/.test(normalizeMac(text.trim()));

/** True when the text is a MAC or part of one: hex digits, any case, with or without ':', '-' or spaces. */
export const isMacSearch = (text: string) => /^[0-9A-F]*$/.test(normalizeMac(text.trim()));

/** True when the text parses as JSON; versionDesc is stored as JSON text. */
export function isJsonText(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** True for an absolute http:// or https:// URL with a host (the console checks the same). */
export function isHttpUrl(text: string): boolean {
  if (!/^https?:\/\//i.test(text) || /\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

// The checks of zod 4's ipv4 and ipv6 formats (zod/v4/core: regexes.ipv4, isValidIPv6), which these replaced; field-checks.test.ts compares them.
const IPV4 = /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/;
/** IPv6 is hex digits, colons and dots only: URL parsing alone would accept `::@1\` or `::1\n`. */
function isIpv6(text: string): boolean {
  if (!/^[0-9a-fA-F:.]+$/.test(text)) return false;
  try {
    new URL(`http://[${text}]`);
    return true;
  } catch {
    return false;
  }
}

/** True for an IPv4 (dotted quad) or IPv6 address, without port or brackets. */
export const isIpAddress = (text: string): boolean => IPV4.test(text) || isIpv6(text);

/** One label of a host name (RFC 1123): letters, digits and inner hyphens, 1 to 63 characters. */
const HOST_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/**
 * True for an IPv4 or IPv6 address (without port or brackets) or a host name (RFC 1123 labels joined by dots,
 * the last one not all digits, so "300.1.1.1" is neither). The console's form checks the same.
 */
export function isHostOrAddress(text: string): boolean {
  if (isIpAddress(text)) return true;
  const labels = text.split('.');
  return labels.every((label) => HOST_LABEL.test(label)) && !/^[0-9]+$/.test(labels[labels.length - 1]);
}

/** True for an absolute https:// URL, or http:// on this machine (a provider on loopback, in tests and demos). */
export function isIssuerUrl(text: string): boolean {
  try {
    const url = new URL(text);
    if (url.protocol === 'https:') return url.hostname !== '';
    return url.protocol === 'http:' && isLoopbackHost(url.hostname);
  } catch {
    return false;
  }
}
export const isLoopbackHost = (host: string): boolean =>
  host === 'localhost' || host === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
