import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auth } from '@gwn/contract';
import { captchas } from '../../db/account-schema.ts';
import { useTestSystem } from '../../../test/test-system.ts';
import { CAPTCHA_ALPHABET, drawCaptcha, newCaptchaAnswer, rasterCaptchaGenerator, type CaptchaGenerator } from '../shared/captcha-generator.ts';
import { captchaService } from './captcha-service.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The bytes of a data-URI image. */
const bytesOf = (image: string) => Buffer.from(image.split(',')[1] ?? '', 'base64');
/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('POST /admin/code/generateCode', () => {
  const db = () => env.accountDb;
  const env = useTestSystem({ regions: [], config: { captchaTtlSeconds: 120 } });

  it('issues a PNG image as a data URI and a token; only a hash of the answer is stored, expiring after the TTL', async () => {
    const res = await env.call(auth.generateCaptcha, { time: Date.now(), type: 1 });
    expect(res.body.retCode).toBe(0);
    expect(res.body.data.code).toMatch(/^data:image\/png;base64,/);
    expect(bytesOf(res.body.data.code).subarray(0, 8)).toEqual(PNG_SIGNATURE);
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

  it('the product generator draws five characters from an unambiguous alphabet with real entropy: no answer repeats often enough to guess', () => {
    for (let i = 0; i < 5; i++) expect(rasterCaptchaGenerator.create().answer).toMatch(/^[a-z2-9]{5}$/);
    const answers = Array.from({ length: 500 }, newCaptchaAnswer);
    for (const answer of answers) expect(answer).toMatch(/^[a-z2-9]{5}$/);
    // Nothing a person would confuse once rotated and warped: 0/O/o/Q, 1/l/I/i/j/L, 2/Z, 5/S, 6/G/b, 8/B, 9/g/q, u/v, rn/m.
    expect(answers.join('')).not.toMatch(/[015bgijloqvz]/);
    expect(CAPTCHA_ALPHABET).toBe('234678acdefhkmnprstuwxy9'.split('').sort().join(''));
    const counts = new Map<string, number>();
    for (const answer of answers) counts.set(answer, (counts.get(answer) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(2);
    for (let i = 0; i < 5; i++) expect(new Set(answers.map((a) => a[i])).size).toBeGreaterThan(18);
  });

  it('draws a raster, not glyph outlines: the svg path-matching attack has no paths to match, and the same answer never draws the same pixels twice', () => {
    const { image } = rasterCaptchaGenerator.create();
    const png = bytesOf(image);
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(pngSize(png)).toEqual({ width: 240, height: 80 });
    // What the attack read (svg-captcha: one <path d="…"> per character, in the font's outline commands) is not there.
    expect(png.toString('latin1')).not.toMatch(/<svg|<path|\bd="M/);
    // Each drawing rotates, warps and crosses its characters afresh, so a template of a glyph cannot match twice.
    const first = drawCaptcha('ka7mx');
    const second = drawCaptcha('ka7mx');
    expect(first).not.toBe(second);
    expect(pngSize(bytesOf(first))).toEqual({ width: 240, height: 80 });
  });

});

describe('captcha verification with the product generator (the image is a raster; answers are checked as before)', () => {
  const env = useTestSystem({ regions: [], config: { captchaTtlSeconds: 120 } });
  let drawn = '';
  /** The product generator, with the answer it drew kept for the test (as an operator reads it off the image). */
  const reading: CaptchaGenerator = { create: () => { const c = rasterCaptchaGenerator.create(); drawn = c.answer; return c; } };
  const service = captchaService(reading, () => 120);

  it('accepts the drawn answer in any case and with spaces around it, once; a wrong answer burns the captcha', async () => {
    const right = await service.issue(env.accountDb);
    expect(await service.verifyFor(env.accountDb, 'reader', { checkCode: ` ${drawn.toUpperCase()} `, codeToken: right.codeToken })).toBe('ok');
    expect(await service.consumeFor(env.accountDb, 'reader', { codeToken: right.codeToken })).toBe('ok');
    expect(await service.consumeFor(env.accountDb, 'reader', { codeToken: right.codeToken, checkCode: drawn })).toBe('wrong');

    const wrong = await service.issue(env.accountDb);
    const other = drawn.replace(/^./, (c) => (c === 'a' ? 'c' : 'a'));
    expect(await service.verifyFor(env.accountDb, 'reader', { checkCode: other, codeToken: wrong.codeToken })).toBe('wrong');
    expect(await service.verifyFor(env.accountDb, 'reader', { checkCode: drawn, codeToken: wrong.codeToken })).toBe('wrong');
  });
});
