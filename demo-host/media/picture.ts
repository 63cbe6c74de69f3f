import type { YuvFrame } from './h264';

/**
 * The demo clip's pictures: colour bars scrolling left, a bar in the product's colour sweeping
 * right across the lower band, and the frame number, so a screenshot of a playing video shows
 * both a real picture and that it moves. Drawn in RGB, stored as YCbCr 4:2:0 (BT.601, studio
 * range: samples stay within 16…240, so no sample is 0).
 */

export type Rgb = readonly [number, number, number];

const BARS: readonly Rgb[] = [
  [235, 235, 235],
  [235, 235, 16],
  [16, 235, 235],
  [16, 235, 16],
  [235, 16, 235],
  [235, 16, 16],
  [16, 16, 235],
];

/** 3×5 digit glyphs, one row of three bits per line. */
const DIGITS = [
  '111101101101111',
  '010110010010111',
  '111001111100111',
  '111001111001111',
  '101101111001001',
  '111100111001111',
  '111100111101111',
  '111001001001001',
  '111101111101111',
  '111101111001111',
];

/** '#a1b2c3' → [161, 178, 195]; anything else → a neutral grey. */
export function parseHex(hex: string): Rgb {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) return [128, 128, 128];
  const n = Number.parseInt(match[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const clamp = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, Math.round(value)));

/** BT.601 studio-range conversion (Y 16…235, Cb/Cr 16…240). */
export function rgbToYcbcr([r, g, b]: Rgb): [number, number, number] {
  return [
    clamp(16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255, 16, 235),
    clamp(128 + (-37.797 * r - 74.203 * g + 112 * b) / 255, 16, 240),
    clamp(128 + (112 * r - 93.786 * g - 18.214 * b) / 255, 16, 240),
  ];
}

export interface ClipPicture {
  /** Coded size (multiples of 16). */
  width: number;
  height: number;
  /** Rows that are shown (the rest is cropped by the SPS). */
  visibleHeight: number;
}

/** The RGB picture of frame `index` of `count`. */
export function drawFrame(
  shape: ClipPicture,
  index: number,
  count: number,
  colour: Rgb,
): Uint8Array {
  const { width, height, visibleHeight } = shape;
  const rgb = new Uint8Array(width * height * 3);
  const put = (x: number, y: number, [r, g, b]: Rgb) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const at = (y * width + x) * 3;
    rgb[at] = r;
    rgb[at + 1] = g;
    rgb[at + 2] = b;
  };
  const barsEnd = Math.round(visibleHeight * 0.62);
  const barWidth = Math.ceil(width / BARS.length);
  const scroll = index * 4;
  const sweepWidth = Math.round(width / 5);
  const sweepX = Math.round(((width + sweepWidth) * index) / Math.max(1, count - 1)) - sweepWidth;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (y < barsEnd) {
        const bar = BARS[Math.floor(((x + scroll) % (barWidth * BARS.length)) / barWidth)];
        put(x, y, bar ?? BARS[0]!);
      } else if (y < visibleHeight && x >= sweepX && x < sweepX + sweepWidth) {
        put(x, y, colour);
      } else {
        // A dark band whose shade follows the row, so the lower part is not flat.
        const shade = 24 + Math.round((y / height) * 40);
        put(x, y, [shade, shade, shade + 6]);
      }
    }
  }
  // The frame number, two digits at 2× scale, on a dark plate in the lower band.
  const digits = String(index % 100).padStart(2, '0');
  const left = 4;
  const top = barsEnd + 4;
  for (let py = top - 2; py < top + 12; py += 1) {
    for (let px = left - 2; px < left + 16; px += 1) put(px, py, [16, 16, 16]);
  }
  [...digits].forEach((digit, position) => {
    const glyph = DIGITS[Number(digit)] ?? DIGITS[0]!;
    for (let gy = 0; gy < 5; gy += 1) {
      for (let gx = 0; gx < 3; gx += 1) {
        if (glyph[gy * 3 + gx] !== '1') continue;
        for (let s = 0; s < 4; s += 1) {
          put(left + position * 8 + gx * 2 + (s % 2), top + gy * 2 + (s >> 1), [235, 235, 235]);
        }
      }
    }
  });
  return rgb;
}

/** RGB → YCbCr 4:2:0: each chroma sample is the mean of its 2×2 luma block. */
export function toYuv420(rgb: Uint8Array, width: number, height: number): YuvFrame {
  const y = new Uint8Array(width * height);
  const cb = new Uint8Array((width / 2) * (height / 2));
  const cr = new Uint8Array((width / 2) * (height / 2));
  const sums = new Float64Array(cb.length * 2);
  for (let row = 0; row < height; row += 1) {
    for (let column = 0; column < width; column += 1) {
      const at = (row * width + column) * 3;
      const [luma, blue, red] = rgbToYcbcr([rgb[at] ?? 0, rgb[at + 1] ?? 0, rgb[at + 2] ?? 0]);
      y[row * width + column] = luma;
      const chroma = (row >> 1) * (width / 2) + (column >> 1);
      sums[chroma * 2] = (sums[chroma * 2] ?? 0) + blue;
      sums[chroma * 2 + 1] = (sums[chroma * 2 + 1] ?? 0) + red;
    }
  }
  for (let index = 0; index < cb.length; index += 1) {
    cb[index] = Math.round((sums[index * 2] ?? 0) / 4);
    cr[index] = Math.round((sums[index * 2 + 1] ?? 0) / 4);
  }
  return { width, height, y, cb, cr };
}
