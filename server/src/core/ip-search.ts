import { isIP } from 'node:net';

/** What the Logs screens' IP search asks for: one address, the addresses inside a block (prefix or CIDR), or an exact text. */
export type IpSearch = { address: string } | { block: string } | { exact: string };

const octet = (s: string) => /^\d{1,3}$/.test(s) && Number(s) <= 255;
const group = (s: string) => /^[0-9a-f]{1,4}$/i.test(s);

/**
 * What an IP search means: "10.1.2.3" or "2001:db8::1" (that address, in whatever form it was written), "10.1" or
 * "10.1." (10.1.0.0/16: whole octets, as an operator types the start of an address), "2001:db8:" (2001:db8::/32), or a
 * CIDR block "10.0.16.0/20".
 * Anything else is matched as exact text, so an address the service recorded in another form is still found.
 */
export function ipSearchOf(text: string): IpSearch {
  const search = text.trim();
  const slash = search.indexOf('/');
  if (slash > 0) {
    const address = search.slice(0, slash);
    const bits = search.slice(slash + 1);
    const family = isIP(address);
    const max = family === 4 ? 32 : 128;
    if (family !== 0 && /^\d{1,3}$/.test(bits) && Number(bits) <= max) return { block: `${address}/${Number(bits)}` };
    return { exact: search };
  }
  if (isIP(search) !== 0) return { address: search };
  const v4 = search.replace(/\.$/, '').split('.');
  if (v4.length >= 1 && v4.length < 4 && v4.every(octet)) {
    return { block: `${[...v4, '0', '0', '0'].slice(0, 4).join('.')}/${v4.length * 8}` };
  }
  const v6 = search.replace(/:$/, '').split(':');
  if (search.includes(':') && v6.length < 8 && v6.every(group)) return { block: `${v6.join(':')}::/${v6.length * 16}` };
  return { exact: search };
}
