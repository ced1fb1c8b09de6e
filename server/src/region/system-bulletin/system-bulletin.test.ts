import { describe, expect, it } from 'vitest';
import { formatInTimezone, RetCode, systemBulletin as contract } from '@gwn/contract';
import { auditEntries } from '../../../test/region-audit.ts';
import { useTestSystem } from '../../../test/test-system.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The wall clock the timezone shows `offsetMs` from now. */
const wall = (offsetMs: number, timezone: string) => formatInTimezone(Date.now() + offsetMs, timezone);

const bulletin = (over: Partial<Record<'title' | 'description' | 'timezone' | 'startTime' | 'endTime' | 'value', string>> = {}) => {
  const timezone = over.timezone ?? 'Etc/GMT';
  return {
    title: 'Scheduled upgrade', description: 'ops ticket 42', timezone,
    startTime: wall(-HOUR, timezone), endTime: wall(HOUR, timezone), value: '<p>The cloud is upgraded <strong>tonight</strong>.</p>', ...over,
  };
};

describe('system bulletin', () => {
  const env = useTestSystem({ regions: ['US'] });
  const editor = env.operator({ menus: ['systemNotice'] });
  const other = env.operator({ menus: ['releaseNote'] });
  const save = (payload: ReturnType<typeof bulletin>, lang: 'en' | 'zh' = 'en') => env.call(contract.save, payload, { token: editor.token, lang });
  const info = () => env.call(contract.info, {}, { token: editor.token });
  // Any signed-in operator reads the current bulletin (the shell shows it); a role without systemNotice is enough.
  const current = async () => (await env.call(contract.current, {}, { token: other.token })).body.data.systemBulletin;

  it('lists timezones with Etc/GMT (the default) and has no bulletin before the first save', async () => {
    const res = await info();
    expect(res.body.data.systemBulletin).toBeNull();
    expect(res.body.data.timezones).toContainEqual({ value: 'Etc/GMT', label: '(UTC+00:00) Etc/GMT', offsetMinutes: 0 });
    expect(res.body.data.timezones).toContainEqual({ value: 'Asia/Shanghai', label: '(UTC+08:00) Asia/Shanghai', offsetMinutes: 480 });
    expect(contract.BULLETIN_DEFAULT_TIMEZONE).toBe('Etc/GMT');
    expect(await current()).toBeNull();
  });

  it('reads the window in its timezone, stores it and logs before and after', async () => {
    const res = await save(bulletin({ timezone: 'Asia/Shanghai', startTime: '2026-12-01 02:00', endTime: '2026-12-01 04:00:59' }));
    expect(res.body.retCode).toBe(0);
    expect(res.body.data.systemBulletin).toMatchObject({
      title: 'Scheduled upgrade', description: 'ops ticket 42', timezone: 'Asia/Shanghai', startTime: '2026-12-01 02:00', endTime: '2026-12-01 04:00',
      startAt: Date.UTC(2026, 10, 30, 18, 0), endAt: Date.UTC(2026, 10, 30, 20, 0),
    });
    await save(bulletin({ title: 'Upgrade moved', timezone: 'Asia/Shanghai', startTime: '2026-12-02 02:00', endTime: '2026-12-02 04:00' }));
    expect((await info()).body.data.systemBulletin).toMatchObject({ title: 'Upgrade moved', startTime: '2026-12-02 02:00' });
    const entries = await auditEntries(env.regionDb(), 'systemBulletinSave', 'Upgrade moved');
    expect(entries).toHaveLength(1);
    expect(entries[0].detail.changes).toEqual(expect.arrayContaining([
      { field: 'title', before: 'Scheduled upgrade', after: 'Upgrade moved' },
      { field: 'startTime', before: '2026-12-01 02:00', after: '2026-12-02 02:00' },
    ]));
  });

  it('is served publicly only inside its window, without the operators\' comment', async () => {
    await save(bulletin({ title: 'Open now' }));
    expect(await current()).toMatchObject({ title: 'Open now', value: '<p>The cloud is upgraded <strong>tonight</strong>.</p>', timezone: 'Etc/GMT' });
    expect(await current()).not.toHaveProperty('description');

    await save(bulletin({ title: 'Later', startTime: wall(HOUR, 'Etc/GMT'), endTime: wall(2 * HOUR, 'Etc/GMT') }));
    expect(await current()).toBeNull();
    await save(bulletin({ title: 'Over', startTime: wall(-2 * HOUR, 'Etc/GMT'), endTime: wall(-HOUR, 'Etc/GMT') }));
    expect(await current()).toBeNull();
  });

  it('opens the window by the wall clock of the bulletin\'s timezone, not the server\'s', async () => {
    // Now in Tokyo (UTC+9) is inside this window; the same wall clocks in Los Angeles are hours in the past or future.
    const tokyo = { startTime: wall(-20 * MINUTE, 'Asia/Tokyo'), endTime: wall(20 * MINUTE, 'Asia/Tokyo') };
    await save(bulletin({ title: 'Tokyo', timezone: 'Asia/Tokyo', ...tokyo }));
    expect(await current()).toMatchObject({ title: 'Tokyo' });
    await save(bulletin({ title: 'Los Angeles', timezone: 'America/Los_Angeles', ...tokyo }));
    expect(await current()).toBeNull();
    await save(bulletin({ title: 'Etc/GMT-9', timezone: 'Etc/GMT-9', ...tokyo })); // POSIX sign: nine hours ahead of UTC, as Tokyo
    expect(await current()).toMatchObject({ title: 'Etc/GMT-9' });
  });

  it('refuses a window that does not end after it starts, an unknown timezone, bad times and empty content, writing nothing', async () => {
    await save(bulletin({ title: 'Kept' }));
    const backwards = await save(bulletin({ startTime: '2026-12-01 04:00', endTime: '2026-12-01 04:00' }));
    expect(backwards.body).toMatchObject({ retCode: RetCode.BulletinEndNotAfterStart, msg: 'The end time must be after the start time' });
    const zh = await save(bulletin({ startTime: '2026-12-01 05:00', endTime: '2026-12-01 04:00' }), 'zh');
    expect(zh.body).toMatchObject({ retCode: RetCode.BulletinEndNotAfterStart, msg: '结束时间必须晚于开始时间' });
    expect((await save({ ...bulletin(), timezone: 'Mars/Olympus' })).body.retCode).toBe(RetCode.BulletinTimezoneUnknown);
    expect((await save(bulletin({ startTime: '2026-02-30 10:00' }))).body.retCode).toBe(RetCode.InvalidParameters);
    expect((await save(bulletin({ endTime: '1 December 2026' }))).body.retCode).toBe(RetCode.InvalidParameters);
    expect((await save(bulletin({ title: ' ' }))).body.retCode).toBe(RetCode.InvalidParameters);
    expect((await save(bulletin({ value: '<script>alert(1)</script>' }))).body.retCode).toBe(RetCode.RichTextEmpty);
    expect((await info()).body.data.systemBulletin).toMatchObject({ title: 'Kept' });
  });

  it('answers the current bulletin to any signed-in operator, without the system-notice menu', async () => {
    expect((await env.call(contract.current, {}, { token: other.token })).status).toBe(200);
  });

  it('answers the current bulletin to no one without a credential: internal notices are not readable from the internet', async () => {
    expect((await save(bulletin({ title: 'Internal: EU maintenance' }))).body.retCode).toBe(0);
    const anonymous = await env.call(contract.current, {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ retCode: RetCode.SessionEnded, data: null });
    expect(JSON.stringify(anonymous.body)).not.toContain('Internal');
  });
});
