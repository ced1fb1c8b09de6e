import { describe, expect, it } from 'vitest';
import { ipSearchOf } from './ip-search.ts';

describe('ipSearchOf: what the Logs IP search matches', () => {
  it('reads the start of an IPv4 address as the block of its whole octets', () => {
    expect(ipSearchOf('127.0.0')).toEqual({ block: '127.0.0.0/24' });
    expect(ipSearchOf('10.1.')).toEqual({ block: '10.1.0.0/16' });
    expect(ipSearchOf('192')).toEqual({ block: '192.0.0.0/8' });
  });

  it('reads a whole address as itself and a CIDR block as written', () => {
    expect(ipSearchOf(' 10.1.2.3 ')).toEqual({ address: '10.1.2.3' });
    expect(ipSearchOf('10.0.16.0/20')).toEqual({ block: '10.0.16.0/20' });
    expect(ipSearchOf('2001:db8::/32')).toEqual({ block: '2001:db8::/32' });
    expect(ipSearchOf('::1')).toEqual({ address: '::1' });
    expect(ipSearchOf('10.1.2.3/32')).toEqual({ block: '10.1.2.3/32' });
  });

  it('reads the start of an IPv6 address as the block of its whole groups', () => {
    expect(ipSearchOf('2001:db8:')).toEqual({ block: '2001:db8::/32' });
  });

  it('matches anything else as exact text', () => {
    expect(ipSearchOf('10.0.0.0/33')).toEqual({ exact: '10.0.0.0/33' });
    expect(ipSearchOf('300.1')).toEqual({ exact: '300.1' });
    expect(ipSearchOf('unknown')).toEqual({ exact: 'unknown' });
  });
});
