import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auth } from '@gwn/contract';
import { captchas } from '../../db/account-schema.ts';
import { useTestSystem } from '../../../test/test-system.ts';
import { svgCaptchaGenerator } from '../shared/captcha-generator.ts';

describe('POST /admin/code/generateCode', () => {
  const db = () => env.accountDb;
  const env = useTestSystem({ regions: [], config: { captchaTtlSeconds: 120 } });

  it('issues an svg image as a data URI and a token; only a hash of the answer is stored, expiring after the TTL', async () => {
    const res = await env.call(auth.generateCaptcha, { time: Date.now(), type: 1 });
    expect(res.body.retCode).toBe(0);
    expect(res.body.data.code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(res.body.data.code.split(',')[1], 'base64').toString()).toContain('<svg');
    const [row] = await db().select().from(captchas).where(eq(captchas.token, res.body.data.codeToken));
    expect(row).toMatchObject({ state: 'new', account: null });
    expect(row.answerHash).toMatch(/^[0-9a-f]{64}$/);
    const ttl = row.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(100_000);
    expect(ttl).toBeLessThanOrEqual(121_000);
  });

  it('gives each call its own token', async () => {
    const a = await env.call(auth.generateCaptcha, { type: 1 });
    const b = await env.call(auth.generateCaptcha, {});
    expect(a.body.data.codeToken).not.toBe(b.body.data.codeToken);
  });

  it('refuses an unknown captcha type with 50005 and stores nothing', async () => {
    const before = (await db().select({ token: captchas.token }).from(captchas)).length;
    // The contract only knows type 1; the cast sends what a misbehaving client might.
    const res = await env.call(auth.generateCaptcha, { type: 2 } as unknown as { type: 1 });
    expect(res.body.retCode).toBe(50005);
    expect((await db().select({ token: captchas.token }).from(captchas)).length).toBe(before);
  });

  it('the product generator draws an arithmetic sum whose answer is a number', () => {
    const { image, answer } = svgCaptchaGenerator.create();
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(answer).toMatch(/^\d+$/);
  });
});
