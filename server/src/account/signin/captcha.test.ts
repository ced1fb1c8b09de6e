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

  it('the product generator draws five letters or digits with real entropy: no answer repeats often enough to guess', () => {
    const { image } = svgCaptchaGenerator.create();
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    const answers = Array.from({ length: 500 }, () => svgCaptchaGenerator.create().answer.toLowerCase());
    for (const answer of answers) expect(answer).toMatch(/^[a-z2-9]{5}$/);
    expect(answers.join('')).not.toMatch(/[01io]/); // nothing a person would confuse (an upper-case L stays: it reads as L)
    // A fixed guess ("10" passed 6 of 43 sum captchas) must be hopeless: among 500 draws the commonest answer is rare.
    const counts = new Map<string, number>();
    for (const answer of answers) counts.set(answer, (counts.get(answer) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(2);
    // Every position varies over many characters.
    for (let i = 0; i < 5; i++) expect(new Set(answers.map((a) => a[i])).size).toBeGreaterThan(20);
  });
});
