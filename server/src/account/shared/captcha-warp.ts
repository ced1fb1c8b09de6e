import { ImageData } from '@napi-rs/canvas';

const between = (low: number, high: number) => low + Math.random() * (high - low);

/**
 * Bends a captcha image along two random sine waves (rows sideways, columns up and down), sampling
 * bilinearly, so straight strokes curve differently in every image and no glyph keeps the font's shape.
 * Returns a new image of the same size; pixels pulled from outside repeat the edge.
 */
export function warpImage(source: ImageData): ImageData {
  const { width, height, data } = source;
  const out = new Uint8ClampedArray(data.length);
  const wave = {
    ax: between(3, 5), px: between(40, 70), fx: between(0, Math.PI * 2),
    ay: between(4, 6), py: between(70, 120), fy: between(0, Math.PI * 2),
  };
  const clampX = (x: number) => Math.min(width - 1, Math.max(0, x));
  const clampY = (y: number) => Math.min(height - 1, Math.max(0, y));
  for (let y = 0; y < height; y++) {
    const dx = wave.ax * Math.sin((2 * Math.PI * y) / wave.px + wave.fx);
    for (let x = 0; x < width; x++) {
      const sx = clampX(x + dx);
      const sy = clampY(y + wave.ay * Math.sin((2 * Math.PI * x) / wave.py + wave.fy));
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const x1 = clampX(x0 + 1);
      const y1 = clampY(y0 + 1);
      const tx = sx - x0;
      const ty = sy - y0;
      const target = (y * width + x) * 4;
      for (let c = 0; c < 4; c++) {
        const top = data[(y0 * width + x0) * 4 + c] * (1 - tx) + data[(y0 * width + x1) * 4 + c] * tx;
        const bottom = data[(y1 * width + x0) * 4 + c] * (1 - tx) + data[(y1 * width + x1) * 4 + c] * tx;
        out[target + c] = top * (1 - ty) + bottom * ty;
      }
    }
  }
  return new ImageData(out, width, height);
}
