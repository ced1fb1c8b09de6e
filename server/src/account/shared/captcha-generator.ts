import { randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import { warpImage } from './captcha-warp.ts';

/** A captcha challenge: the image the operator sees and the answer they must type. */
export interface CaptchaChallenge {
  /** The image as a data URI, ready for an <img src>. */
  image: string;
  answer: string;
}

/** Makes captcha challenges; injectable so tests can know the answer. */
export interface CaptchaGenerator {
  create(): CaptchaChallenge;
}

export const CAPTCHA_LENGTH = 5;

/**
 * What may be drawn: letters and digits that stay distinct once rotated and warped. Left out: 0/O/o/Q/D,
 * 1/l/I/i/j/J/L, 2's twin Z, 5/S's twin 5, 6/G/b, 8/B, 9/g/q, v (u's twin), and lower-case r (rn reads as m).
 * Answers are compared case-insensitively, so a letter drawn in either case is typed either way.
 */
const GLYPHS = '2346789ACDEFHKMNPRSTUWXYacdefhkmnpstwxy';
/** The answers' alphabet: 24 characters, so 24^5 ≈ 8 million answers (about 23 bits) for an image good for one guess. */
export const CAPTCHA_ALPHABET = [...new Set(GLYPHS.toLowerCase())].sort().join('');
/** How each answer character may be drawn (both cases where both are unambiguous). */
const DRAWN_AS = new Map([...CAPTCHA_ALPHABET].map((c) => [c, [...GLYPHS].filter((g) => g.toLowerCase() === c)]));

const WIDTH = 240;
const HEIGHT = 80;

/** DejaVu Sans in four faces, shipped with the server's dependencies so no host font is needed. */
const FONT_FILES = ['400-normal', '700-normal', '400-italic', '700-italic'].map((face) => `@fontsource/dejavu-sans/files/dejavu-sans-latin-${face}.woff2`);
let families: string[] | null = null;

function fontFamilies(): string[] {
  if (!families) {
    const require = createRequire(import.meta.url);
    families = FONT_FILES.map((file, i) => {
      const family = `gwn-captcha-${i}`;
      GlobalFonts.registerFromPath(require.resolve(file), family);
      return family;
    });
  }
  return families;
}

const between = (low: number, high: number) => low + Math.random() * (high - low);
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];
const hsl = (hue: number, saturation: number, lightness: number, alpha = 1) => `hsla(${hue.toFixed(0)}, ${saturation.toFixed(0)}%, ${lightness.toFixed(0)}%, ${alpha})`;

/** A light, busy background: a gradient and faint blobs, so no single colour is "the background". */
function paintBackground(g: SKRSContext2D): void {
  const hue = between(0, 360);
  const gradient = g.createLinearGradient(0, 0, WIDTH, HEIGHT);
  gradient.addColorStop(0, hsl(hue, 60, 92));
  gradient.addColorStop(1, hsl(hue + between(60, 180), 60, 88));
  g.fillStyle = gradient;
  g.fillRect(0, 0, WIDTH, HEIGHT);
  for (let i = 0; i < 18; i++) {
    g.fillStyle = hsl(between(0, 360), 55, between(65, 85), 0.35);
    g.beginPath();
    g.ellipse(between(0, WIDTH), between(0, HEIGHT), between(4, 22), between(3, 14), between(0, Math.PI), 0, Math.PI * 2);
    g.fill();
  }
}

/** Each character in its own face, size, colour, rotation, skew and squeeze, packed so neighbours overlap. */
function paintCharacters(g: SKRSContext2D, text: string): string[] {
  const faces = fontFamilies();
  const glyphs = [...text].map((char) => {
    const size = randomInt(44, 58);
    const font = `${size}px ${pick(faces)}`;
    g.font = font;
    return { char, font, advance: g.measureText(char).width * between(0.76, 0.88), colour: hsl(between(0, 360), between(55, 85), between(18, 38)) };
  });
  const total = glyphs.reduce((sum, c) => sum + c.advance, 0);
  let x = (WIDTH - total) / 2;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  for (const glyph of glyphs) {
    g.save();
    g.translate(x + glyph.advance / 2, HEIGHT / 2 + between(-6, 6));
    g.rotate(between(-0.55, 0.55)); // up to about 30° either way
    g.transform(between(0.82, 1.15), 0, between(-0.3, 0.3), between(0.9, 1.1), 0, 0);
    g.font = glyph.font;
    g.fillStyle = glyph.colour;
    g.fillText(glyph.char, 0, 0);
    g.restore();
    x += glyph.advance;
  }
  return glyphs.map((c) => c.colour);
}

/** A curve across the whole image through the text band. */
function crossingCurve(g: SKRSContext2D, colour: string, width: number): void {
  g.strokeStyle = colour;
  g.lineWidth = width;
  g.lineCap = 'round';
  g.beginPath();
  g.moveTo(between(-10, 20), between(15, HEIGHT - 15));
  g.bezierCurveTo(between(40, 100), between(-20, HEIGHT + 20), between(140, 200), between(-20, HEIGHT + 20), between(WIDTH - 20, WIDTH + 10), between(15, HEIGHT - 15));
  g.stroke();
}

/**
 * Noise over the characters, in the characters' own colours (so no colour filter removes it): curves that
 * cross them, one in the background's colours that cuts through strokes, and specks.
 */
function paintNoise(g: SKRSContext2D, colours: string[]): void {
  for (let i = 0; i < 2; i++) crossingCurve(g, pick(colours), between(2, 3.2));
  crossingCurve(g, hsl(between(0, 360), 50, 90), between(1.5, 2.5));
  for (let i = 0; i < 60; i++) {
    g.fillStyle = i % 2 === 0 ? pick(colours) : hsl(between(0, 360), 50, between(40, 80));
    g.fillRect(between(0, WIDTH), between(0, HEIGHT), between(1, 3), between(1, 3));
  }
}

/** Draws an answer as a PNG data URI: a raster of rotated, warped, overlapping characters (each in a case it may take) under crossing noise. */
export function drawCaptcha(answer: string): string {
  const canvas = createCanvas(WIDTH, HEIGHT);
  const g = canvas.getContext('2d');
  paintBackground(g);
  const colours = paintCharacters(g, [...answer].map((c) => pick(DRAWN_AS.get(c) ?? [c])).join(''));
  paintNoise(g, colours);
  g.putImageData(warpImage(g.getImageData(0, 0, WIDTH, HEIGHT)), 0, 0);
  return `data:image/png;base64,${canvas.toBuffer('image/png').toString('base64')}`;
}

/** Five characters of the unambiguous alphabet, each drawn uniformly from a cryptographic random source. */
export function newCaptchaAnswer(): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
}

/**
 * The product's generator (docs/architecture.md, "The captcha"): a raster image, so a script cannot read
 * the characters' outlines as it could from svg-captcha's one <path> per glyph. The service compares answers
 * case-insensitively.
 */
export const rasterCaptchaGenerator: CaptchaGenerator = {
  create() {
    const answer = newCaptchaAnswer();
    return { image: drawCaptcha(answer), answer };
  },
};
