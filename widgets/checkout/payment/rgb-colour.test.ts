// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { rgbColour, rgbText } from './rgb-colour';

describe('rgbText', () => {
  it('writes a pixel as rgb(), its alpha dropped', () => {
    expect(rgbText([29, 29, 27, 255])).toBe('rgb(29, 29, 27)');
    expect(rgbText([29, 29, 27, 128])).toBe('rgb(29, 29, 27)');
  });
});

describe('rgbColour', () => {
  /** A 2D context that parses what `parses` accepts and paints `pixel`. */
  function canvas(parses: (colour: string) => boolean, pixel: number[]) {
    let fill = '#000000';
    const context = {
      get fillStyle() {
        return fill;
      },
      set fillStyle(value: string) {
        if (parses(value)) fill = value;
      },
      fillRect: vi.fn(),
      getImageData: () => ({ data: Uint8ClampedArray.from(pixel) }),
    };
    return vi
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockReturnValue(context as unknown as CanvasRenderingContext2D);
  }

  it('paints any notation and reads it back as rgb()', () => {
    canvas(() => true, [241, 239, 233, 255]);
    expect(rgbColour('#f1efe9')).toBe('rgb(241, 239, 233)');
    expect(rgbColour('hsl(45 20% 93%)')).toBe('rgb(241, 239, 233)');
    expect(rgbColour('oklch(95.3% 0.008 84.6)')).toBe('rgb(241, 239, 233)');
  });

  it('gives back what the canvas cannot paint, and works without a canvas', () => {
    canvas((colour) => colour.startsWith('#'), [0, 0, 0, 255]);
    expect(rgbColour('light-dark(#fff, #000)')).toBe('light-dark(#fff, #000)');
    vi.restoreAllMocks();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    expect(rgbColour('hsl(0 100% 50%)')).toBe('hsl(0 100% 50%)');
  });
});
