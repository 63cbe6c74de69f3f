// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sizedSvg } from './sized-svg';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img"><rect width="800" height="600"/></svg>';

describe('sizedSvg', () => {
  it.each([
    ['320', 'width="320" height="240"'],
    ['480', 'width="480" height="360"'],
    ['768', 'width="768" height="576"'],
  ])('draws w=%s at that width, keeping the viewBox and the content', (w, size) => {
    const sized = sizedSvg(SVG, w);
    expect(sized).toContain(`viewBox="0 0 800 600" ${size} role="img"`);
    expect(sized).toContain('<rect width="800" height="600"/>');
  });

  it.each([undefined, '', '500', '320px', '-320'])('ignores w=%s', (w) => {
    expect(sizedSvg(SVG, w)).toBe(SVG);
  });
});
