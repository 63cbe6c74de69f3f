import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHighlight } from './highlight';

describe('parseHighlight', () => {
  it.each([
    [
      '<em>Oak</em> Sofa',
      [
        { text: 'Oak', highlighted: true },
        { text: ' Sofa', highlighted: false },
      ],
    ],
    ['Plain', [{ text: 'Plain', highlighted: false }]],
    [
      'A &amp; B <em>&lt;C&gt;</em>',
      [
        { text: 'A & B ', highlighted: false },
        { text: '<C>', highlighted: true },
      ],
    ],
    [
      '<img src=x onerror=alert(1)>',
      [{ text: '<img src=x onerror=alert(1)>', highlighted: false }],
    ],
    ['', []],
  ])('%j', (value, parts) => expect(parseHighlight(value)).toEqual(parts));

  it('keeps every character of the title, minus the markers', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const plain = text.replace(/<\/?em>/g, '').replace(/&(amp|lt|gt|quot|#39|#x27);/g, '');
        const joined = parseHighlight(text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, ''))
          .map((part) => part.text)
          .join('');
        return joined === plain;
      }),
    );
  });
});
