import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { messagesIn } from './messages-in';
import { popupsMessages } from './popups';
import { pseudoText, TEXT_REWRITE_KEY, showPseudoTexts } from './pseudo';
import { translate, translatePlural, type MessageTable } from './translate';

const table = {
  en: { add: 'Add {title} to wishlist', count: '{count} items', countOne: '1 item' },
  ko: { add: '{title} 위시리스트에 추가' },
} as const satisfies MessageTable;

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for(TEXT_REWRITE_KEY)];
});

describe('pseudoText', () => {
  it('accents every Latin letter, keeps placeholders, digits and punctuation, and brackets the whole', () => {
    expect(pseudoText('Add {title} to wishlist')).toBe('[Åðð {title} ţö ŵîšĥļîšţ]');
    expect(pseudoText('View all ({count}) — 10%')).toBe('[Ṽîéŵ åļļ ({count}) — 10%]');
    expect(pseudoText('닫기')).toBe('[닫기]');
  });

  it('leaves no plain Latin letter in any text', () => {
    const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
    expect(pseudoText(alphabet)).not.toMatch(/[A-Za-z]/);
  });

  it('survives being passed to a page as source text (it closes over nothing)', () => {
    const copy = runInNewContext(`(${pseudoText.toString()})`) as typeof pseudoText;
    expect(copy('Close')).toBe('[Çļöšé]');
  });
});

describe('a page that shows the pseudo-locale', () => {
  it('rewrites every lookup before data fills it: the data stays as it came', () => {
    showPseudoTexts();
    expect(translate(table, 'add', 'en_US', { title: 'Oak Sofa' })).toBe(
      '[Åðð Oak Sofa ţö ŵîšĥļîšţ]',
    );
    expect(translate(table, 'add', 'ko_KR', { title: 'Oak Sofa' })).toBe(
      '[Oak Sofa 위시리스트에 추가]',
    );
    expect(translatePlural(table, { one: 'countOne', other: 'count' }, 3, 'en_US')).toBe(
      '[3 îţéɱš]',
    );
  });

  it('rewrites a whole table a view takes as one object', () => {
    showPseudoTexts();
    expect(messagesIn(popupsMessages, 'en_US').close).toBe('[Çļöšé]');
  });

  it('changes nothing on a page without it', () => {
    expect(translate(table, 'add', 'en_US', { title: 'Oak Sofa' })).toBe(
      'Add Oak Sofa to wishlist',
    );
    expect(messagesIn(popupsMessages, 'en_US')).toEqual(popupsMessages.en);
  });
});
