import { describe, expect, it } from 'vitest';
import { sessionOf } from './hand-over.ts';

describe('sessionOf', () => {
  it("reads the operator and region of the session login's reply", () => {
    expect(sessionOf({ locale: 'en', name: 'ops', region: 'EU', mainAccount: 1 })).toEqual({ name: 'ops', region: 'EU' });
  });

  it('is null for a reply without a name or a known region', () => {
    for (const data of [null, 'ops', {}, { name: 'ops' }, { name: 7, region: 'EU' }, { name: 'ops', region: 'MARS' }]) {
      expect(sessionOf(data), JSON.stringify(data)).toBeNull();
    }
  });
});
