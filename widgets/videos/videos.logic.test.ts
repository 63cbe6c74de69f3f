// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  AUTO_OPEN_DELAY_MS,
  SCROLL_DURATION_MS,
  SCROLL_OFFSET,
  columnsFor,
  isSitePath,
  placementFor,
  readCard,
  rowEndIndex,
  scrollAt,
  scrollTarget,
  swing,
  videoParam,
} from './videos.logic';

describe('spec/marketing.md §9 constants', () => {
  it('3 per row on desktop, 2 on mobile; -325 px over 500 ms; 1 s auto-open', () => {
    expect(columnsFor(true)).toBe(3);
    expect(columnsFor(false)).toBe(2);
    expect(placementFor(true)).toBe('details-row');
    expect(placementFor(false)).toBe('inline');
    expect(SCROLL_OFFSET).toBe(-325);
    expect(SCROLL_DURATION_MS).toBe(500);
    expect(AUTO_OPEN_DELAY_MS).toBe(1000);
  });
});

describe('rowEndIndex (where the details row goes)', () => {
  it('3 per row: after the last card of the opened card row', () => {
    expect([0, 1, 2].map((i) => rowEndIndex(i, 12, 3))).toEqual([2, 2, 2]);
    expect([3, 4, 5].map((i) => rowEndIndex(i, 12, 3))).toEqual([5, 5, 5]);
    expect(rowEndIndex(11, 12, 3)).toBe(11);
  });

  it('2 per row', () => {
    expect([0, 1, 2, 3, 4].map((i) => rowEndIndex(i, 12, 2))).toEqual([1, 1, 3, 3, 5]);
  });

  it('a short last row ends at the last card', () => {
    expect(rowEndIndex(9, 11, 3)).toBe(10);
    expect(rowEndIndex(10, 11, 3)).toBe(10);
    expect(rowEndIndex(0, 1, 3)).toBe(0);
  });

  it('is safe with odd input', () => {
    expect(rowEndIndex(0, 0, 3)).toBe(-1);
    expect(rowEndIndex(-4, 6, 3)).toBe(2);
    expect(rowEndIndex(99, 6, 3)).toBe(5);
    expect(rowEndIndex(4, 6, 0)).toBe(4);
  });
});

describe('the scroll to the opened video', () => {
  it('targets the player top on the page, 325 px higher', () => {
    expect(scrollTarget(900, 100, 5000)).toBe(675);
    expect(scrollTarget(900, 100, 5000, 0)).toBe(1000);
  });

  it('stays within the page', () => {
    expect(scrollTarget(200, 0, 5000)).toBe(0);
    expect(scrollTarget(9000, 0, 3000)).toBe(3000);
    expect(scrollTarget(900, 0, -20)).toBe(0);
  });

  it('swing eases in and out, clamped to 0…1', () => {
    expect(swing(0)).toBe(0);
    expect(swing(1)).toBe(1);
    expect(swing(0.5)).toBeCloseTo(0.5);
    expect(swing(0.1)).toBeLessThan(0.1);
    expect(swing(0.9)).toBeGreaterThan(0.9);
    expect(swing(-1)).toBe(0);
    expect(swing(2)).toBe(1);
  });

  it('moves from start to target over 500 ms, monotonically', () => {
    expect(scrollAt(0, 1000, 0)).toBe(0);
    expect(scrollAt(0, 1000, 250)).toBe(500);
    expect(scrollAt(0, 1000, 500)).toBe(1000);
    expect(scrollAt(0, 1000, 800)).toBe(1000);
    expect(scrollAt(1000, 200, 250)).toBe(600);
    const frames = Array.from({ length: 31 }, (_, i) => scrollAt(0, 1000, i * 16.7));
    expect(frames).toEqual([...frames].sort((a, b) => a - b));
  });

  it('jumps at once with no duration (reduced motion)', () => {
    expect(scrollAt(0, 1000, 0, 0)).toBe(1000);
  });
});

describe('videoParam (?video=)', () => {
  it('reads an id', () => {
    expect(videoParam('?video=105')).toEqual({ kind: 'id', id: '105' });
    expect(videoParam('?page=2&video=oslo-sofa_1')).toEqual({ kind: 'id', id: 'oslo-sofa_1' });
    expect(videoParam('?video=%20105%20')).toEqual({ kind: 'id', id: '105' });
  });

  it('is none when absent or empty', () => {
    expect(videoParam('')).toEqual({ kind: 'none' });
    expect(videoParam('?page=2')).toEqual({ kind: 'none' });
    expect(videoParam('?video=')).toEqual({ kind: 'none' });
  });

  it('refuses anything but an id', () => {
    expect(videoParam('?video=%3Cimg%3E')).toEqual({ kind: 'invalid', value: '<img>' });
    expect(videoParam('?video="]')).toEqual({ kind: 'invalid', value: '"]' });
    expect(videoParam(`?video=${'a'.repeat(65)}`).kind).toBe('invalid');
  });
});

describe('readCard', () => {
  const card = {
    videoId: '105',
    videoSrc: '/media/video/1007/index.m3u8',
    videoPoster: '/images/product/1007.svg',
    videoTitle: 'Styling the sofa',
    videoDescription: 'Ideas.',
  };

  it('reads a card', () => {
    expect(readCard(card)).toEqual({
      id: '105',
      src: '/media/video/1007/index.m3u8',
      poster: '/images/product/1007.svg',
      title: 'Styling the sofa',
      description: 'Ideas.',
    });
  });

  it('refuses streams from other sites and bad ids; drops foreign posters', () => {
    expect(readCard({ ...card, videoSrc: 'https://evil.example/x.m3u8' })).toBeNull();
    expect(readCard({ ...card, videoSrc: '//evil.example/x.m3u8' })).toBeNull();
    expect(readCard({ ...card, videoId: '' })).toBeNull();
    expect(readCard({ ...card, videoPoster: 'javascript:alert(1)' })?.poster).toBe('');
    expect(isSitePath('/\\evil.example')).toBe(false);
    expect(readCard({ ...card, videoPoster: 'data:image/svg+xml,%3Csvg%3E' })?.poster).toBe(
      'data:image/svg+xml,%3Csvg%3E',
    );
    expect(readCard({ ...card, videoPoster: 'data:text/html,x' })?.poster).toBe('');
  });
});
