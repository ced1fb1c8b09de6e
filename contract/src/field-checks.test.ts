import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isIpAddress, isMacAddress } from './field-checks.ts';

// These checks replaced zod schemas (so the console can use them without zod); the services must still decide the same.
const ADDRESSES = [
  '127.0.0.1', '0.0.0.0', '255.255.255.255', '256.1.1.1', '1.2.3', '01.2.3.4', '1.2.3.4 ', '::1', '::', '2001:db8::8a2e:370:7334',
  'fe80::1%eth0', '::ffff:192.0.2.1', '1:2:3:4:5:6:7:8', '1:2:3:4:5:6:7:8:9', '::@1\\', '::1\n', ':::', '1::', '::ffff:1.2.3.4.5', 'gggg::1', '', 'localhost', '[::1]',
];
const MACS = ['AA:BB:CC:DD:EE:FF', 'aabbccddeeff', ' aa-bb-cc-dd-ee-ff ', 'AA BB CC DD EE FF', 'AABBCCDDEEF', 'AABBCCDDEEFF0', 'GGBBCCDDEEFF', ''];

describe('field checks without zod', () => {
  it('isIpAddress accepts exactly what z.ipv4() or z.ipv6() accepts', () => {
    const zodSays = (text: string) => z.ipv4().safeParse(text).success || z.ipv6().safeParse(text).success;
    expect(ADDRESSES.map(isIpAddress)).toEqual(ADDRESSES.map(zodSays));
    expect(ADDRESSES.filter(isIpAddress).length).toBeGreaterThan(4);
  });

  it('isMacAddress accepts exactly what a trimmed 12-hex-digit schema accepts', () => {
    const mac = z.string().trim().refine((v) => /^[0-9A-F]{12}$/.test(v.replace(/[:\-\s]/g, '').toUpperCase()));
    expect(MACS.map(isMacAddress)).toEqual(MACS.map((m) => mac.safeParse(m).success));
    expect(MACS.filter(isMacAddress)).toHaveLength(4);
  });
});
