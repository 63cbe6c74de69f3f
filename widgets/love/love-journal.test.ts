// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  LOVE_JOURNAL_KEY,
  loveJournalPosition,
  lovesSince,
  parseLoveJournal,
  recordLove,
} from './love-journal';

beforeEach(() => sessionStorage.clear());

describe('love journal', () => {
  it('gives the loves recorded since a position, oldest first', () => {
    recordLove(12);
    const position = loveJournalPosition();
    expect(position).toBe(1);
    recordLove(7);
    recordLove(-12);
    expect(lovesSince(position)).toEqual([7, -12]);
    expect(lovesSince(0)).toEqual([12, 7, -12]);
    expect(lovesSince(loveJournalPosition())).toEqual([]);
  });

  it('keeps the newest 50, and positions stay valid as old ones drop', () => {
    for (let nid = 1; nid <= 60; nid += 1) recordLove(nid);
    expect(loveJournalPosition()).toBe(60);
    expect(lovesSince(55)).toEqual([56, 57, 58, 59, 60]);
    const kept = lovesSince(0);
    expect(kept).toHaveLength(50);
    expect(kept[0]).toBe(11);
    expect(sessionStorage.getItem(LOVE_JOURNAL_KEY)?.split(' ')).toHaveLength(51);
  });

  it('reads a malformed value as empty and starts again', () => {
    for (const text of ['{"n":1}', '2 12 x', 'abc', '1 12 13', '1.5 12']) {
      expect(parseLoveJournal(text)).toEqual({ written: 0, loves: [] });
    }
    sessionStorage.setItem(LOVE_JOURNAL_KEY, 'not a journal');
    recordLove(3);
    expect(lovesSince(0)).toEqual([3]);
  });

  it('reads a missing value as an empty journal', () => {
    expect(parseLoveJournal(null)).toEqual({ written: 0, loves: [] });
  });
});
