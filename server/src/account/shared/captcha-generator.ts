import svgCaptcha from 'svg-captcha';

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

const svgDataUri = (svg: string): string => `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;

/** Characters a person confuses with another (0/O/o, 1/l/I/i) are never drawn; answers are compared case-insensitively. */
const CONFUSABLE = '0oO1lIi';
export const CAPTCHA_LENGTH = 5;

/**
 * The product's generator: five characters drawn over noise lines by svg-captcha. Compared case-insensitively,
 * 32 letters and digits are left, so 32^5 ≈ 33 million answers (about 24 bits), for an image that is good
 * for one guess (captcha-service.ts burns it on any wrong answer).
 */
export const svgCaptchaGenerator: CaptchaGenerator = {
  create() {
    const { data, text } = svgCaptcha.create({ size: CAPTCHA_LENGTH, ignoreChars: CONFUSABLE, noise: 3, color: true, width: 150, height: 50 });
    return { image: svgDataUri(data), answer: text };
  },
};
