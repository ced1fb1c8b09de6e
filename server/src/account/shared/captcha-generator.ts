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

/** The product's generator: a small arithmetic sum drawn by svg-captcha (its options object is required). */
export const svgCaptchaGenerator: CaptchaGenerator = {
  create() {
    const { data, text } = svgCaptcha.createMathExpr({ mathMin: 1, mathMax: 9, mathOperator: '+', noise: 2, color: true, width: 120, height: 40 });
    return { image: svgDataUri(data), answer: text };
  },
};
