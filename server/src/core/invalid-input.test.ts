import { describe, expect, it } from 'vitest';
import { deviceTypes, maintenanceNotice, RetCode } from '@gwn/contract';
import { invalidInputOf, useTestSystem } from '../../test/test-system.ts';

// Issue #25: a 50005 named its fields only with zod's English text, so the console could not say in Chinese what
// was wrong. Each field now comes with the rule it broke (and its limit), which the console words itself.
describe('invalid input (50005)', () => {
  const env = useTestSystem({ regions: ['US'] });
  const admin = env.operator();
  const addPayload = {
    deviceType: 'RULES1', deviceTypeName: 'Rules', deviceKinds: 'AP', ssidNumber: 1, state: 1,
    minimumVersion: '1', recommendVersion: '1', portalVersion: '1', regions: ['US'],
  };

  it('names every offending field with its English text and the rule it broke, with the limit', async () => {
    const res = await env.call(deviceTypes.deviceTypeAdd, {
      ...addPayload, order: 3_000_000_000, ssidNumber: 1.5, deviceTypeName: '', minimumVersion: 'x'.repeat(33), deviceKinds: 'PHONE',
    } as never, { token: admin.token });
    expect(res.body.retCode).toBe(RetCode.InvalidParameters);
    expect(invalidInputOf(res).fields.order).toEqual(expect.any(String));
    expect(invalidInputOf(res).rules).toEqual({
      order: { rule: 'max', limit: 2_147_483_647 },
      ssidNumber: { rule: 'integer' },
      deviceTypeName: { rule: 'required' },
      minimumVersion: { rule: 'maxLength', limit: 32 },
      deviceKinds: { rule: 'choice' },
    });
  });

  it('says "number" for text where a number belongs and "required" for a missing field', async () => {
    const { portalVersion: _missing, ...withoutPortal } = addPayload;
    const res = await env.call(deviceTypes.deviceTypeAdd, { ...withoutPortal, order: '5x' } as never, { token: admin.token });
    expect(invalidInputOf(res).rules).toEqual({ order: { rule: 'number' }, portalVersion: { rule: 'required' } });
  });

  it('names a field inside a list by its path', async () => {
    const res = await env.call(maintenanceNotice.submit, {
      start: 1, end: 2, timezone: 'UTC', subject: 'S', html: '<p>x</p>', popTips: 0, recipientMode: 1, emails: ['ok@example.test', 'not-an-address'], regionSelect: ['US'],
    }, { token: admin.token });
    expect(res.body.data).toMatchObject({ fields: { 'emails.1': 'not an e-mail address' }, rules: { 'emails.1': { rule: 'invalid' } } });
  });
});
