// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawsFlagEmoji, isColourGlyph, knownToDrawFlags, resetFlagEmoji } from './flag-emoji';

describe('isColourGlyph', () => {
  it('a flag keeps its own colours under either fill', () => {
    expect(isColourGlyph([207, 20, 43, 255], [207, 20, 43, 255])).toBe(true);
  });

  it('letters and missing-glyph boxes take the fill colour', () => {
    expect(isColourGlyph([255, 255, 255, 255], [0, 0, 0, 255])).toBe(false);
    expect(isColourGlyph([255, 255, 255, 128], [0, 0, 0, 128])).toBe(false);
  });

  it('nothing drawn, or black under both fills, is no flag', () => {
    expect(isColourGlyph([0, 0, 0, 0], [0, 0, 0, 0])).toBe(false);
    expect(isColourGlyph([0, 0, 0, 255], [0, 0, 0, 255])).toBe(false);
  });
});

describe('drawsFlagEmoji', () => {
  afterEach(() => resetFlagEmoji());

  /** A 2D context whose one pixel is what `draw` says for the current fill. */
  function canvasDrawing(draw: (fill: string) => number[]) {
    let fill = '';
    const context = {
      scale: vi.fn(),
      clearRect: vi.fn(),
      fillText: vi.fn(),
      set fillStyle(value: string) {
        fill = value;
      },
      getImageData: () => ({ data: Uint8ClampedArray.from(draw(fill)) }),
    };
    return vi
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockReturnValue(context as unknown as CanvasRenderingContext2D);
  }

  it('is true where the flag is drawn in colour, and measured once', () => {
    const getContext = canvasDrawing(() => [200, 30, 40, 255]);
    expect(drawsFlagEmoji()).toBe(true);
    expect(drawsFlagEmoji()).toBe(true);
    expect(getContext).toHaveBeenCalledTimes(1);
  });

  it('is false where the flag is drawn as letters in the fill colour', () => {
    canvasDrawing((fill) => (fill === '#fff' ? [255, 255, 255, 180] : [0, 0, 0, 180]));
    expect(drawsFlagEmoji()).toBe(false);
  });

  it('keeps the flags when the canvas cannot be read', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    expect(drawsFlagEmoji()).toBe(true);
    resetFlagEmoji();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(drawsFlagEmoji()).toBe(true);
  });
});

describe('knownToDrawFlags', () => {
  it('knows Apple systems and Android, and leaves Windows and Linux to the probe', () => {
    const ua = {
      iPhone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15',
      mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36',
      android: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36',
      windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36',
      linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36',
    };
    expect(knownToDrawFlags(ua.iPhone)).toBe(true);
    expect(knownToDrawFlags(ua.mac)).toBe(true);
    expect(knownToDrawFlags(ua.android)).toBe(true);
    expect(knownToDrawFlags(ua.windows)).toBe(false);
    expect(knownToDrawFlags(ua.linux)).toBe(false);
  });

  it('draws nothing where the platform is known', () => {
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext');
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36',
    );
    expect(drawsFlagEmoji()).toBe(true);
    expect(getContext).not.toHaveBeenCalled();
    resetFlagEmoji();
  });
});
