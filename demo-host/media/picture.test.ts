// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { drawFrame, parseHex, rgbToYcbcr, toYuv420 } from './picture';

describe('picture', () => {
  it('converts with BT.601 studio range', () => {
    expect(rgbToYcbcr([0, 0, 0])).toEqual([16, 128, 128]);
    expect(rgbToYcbcr([255, 255, 255])).toEqual([235, 128, 128]);
    expect(rgbToYcbcr([255, 0, 0])).toEqual([81, 90, 240]);
  });

  it('parses #rrggbb and falls back to grey', () => {
    expect(parseHex('#C0563A')).toEqual([192, 86, 58]);
    expect(parseHex('red')).toEqual([128, 128, 128]);
  });

  it('paints the sweep bar in the product colour, moving right over the clip', () => {
    const shape = { width: 64, height: 48, visibleHeight: 40 };
    const colour = [200, 40, 20] as const;
    /** Columns of the row painted in the product colour. */
    const barColumns = (rgb: Uint8Array, y: number) =>
      Array.from({ length: 64 }, (_, x) => x).filter((x) =>
        [0, 1, 2].every((c) => rgb[(y * 64 + x) * 3 + c] === colour[c]),
      );
    const early = barColumns(drawFrame(shape, 3, 10, colour), 38);
    const late = barColumns(drawFrame(shape, 7, 10, colour), 38);
    expect(early.length).toBeGreaterThan(0);
    expect(Math.min(...late)).toBeGreaterThan(Math.min(...early));
    // Only the lower band: the bars above are the fixed test colours.
    expect(barColumns(drawFrame(shape, 3, 10, colour), 5)).toEqual([]);
  });

  it('subsamples chroma 2×2 and never writes a 0 sample', () => {
    const rgb = drawFrame({ width: 32, height: 16, visibleHeight: 16 }, 3, 10, [0, 0, 0]);
    const yuv = toYuv420(rgb, 32, 16);
    expect(yuv.cb).toHaveLength(16 * 8);
    for (const plane of [yuv.y, yuv.cb, yuv.cr])
      expect(Math.min(...plane)).toBeGreaterThanOrEqual(16);
  });
});
