import { describe, expect, it } from 'vitest';
import { SESSION_KEYS, SESSION_TIMEOUT_MS, startsSession, touchSession } from './session';
import { memoryStore } from './test-helpers';

// Local times: the day rule follows the visitor's own calendar (local midnight).
const at = (hours: number, minutes = 0, day = 22) =>
  new Date(2026, 10, day, hours, minutes).getTime();

describe('startsSession', () => {
  it.each([
    ['first visit', null, null, at(12), null, true],
    ['active 30 minutes ago exactly', at(12), null, at(12, 30), null, false],
    ['idle 30 minutes and 1 ms', at(12), null, at(12, 30) + 1, null, true],
    ['5 minutes, same day', at(12), null, at(12, 5), null, false],
    ['past local midnight, 10 minutes later', at(23, 55), null, at(0, 5, 23), null, true],
    ['same utm campaign', at(12), 'spring', at(12, 5), 'spring', false],
    ['utm campaign changed', at(12), 'spring', at(12, 5), 'summer', true],
    ['first utm campaign', at(12), null, at(12, 5), 'spring', true],
    ['no utm on this page keeps the session', at(12), 'spring', at(12, 5), null, false],
  ])('%s → %s', (_, lastActive, stored, now, utm, expected) => {
    expect(startsSession({ lastActive, utmCampaign: stored }, now, utm)).toBe(expected);
  });

  it('uses a 30-minute timeout', () => {
    expect(SESSION_TIMEOUT_MS).toBe(1_800_000);
  });
});

describe('touchSession', () => {
  it('counts sessions and pages under the specification’s keys', () => {
    const store = memoryStore();
    expect(touchSession(store, at(12), { pageView: true })).toEqual({
      isNew: true,
      count: 1,
      sessionPages: 1,
      totalPages: 1,
    });
    expect(touchSession(store, at(12, 10), { pageView: true })).toEqual({
      isNew: false,
      count: 1,
      sessionPages: 2,
      totalPages: 2,
    });
    expect(store.get(SESSION_KEYS.lastLoaded)).toBe(String(at(12, 10)));
    // Activity without a page load moves "last active" only.
    touchSession(store, at(12, 35));
    expect(store.get(SESSION_KEYS.lastActive)).toBe(String(at(12, 35)));
    expect(store.get(SESSION_KEYS.lastLoaded)).toBe(String(at(12, 10)));
    // 31 minutes idle after that activity: a new session, page counter restarts.
    expect(touchSession(store, at(13, 6), { pageView: true })).toEqual({
      isNew: true,
      count: 2,
      sessionPages: 1,
      totalPages: 3,
    });
  });

  it('starts a session at local midnight and on a new utm campaign, and stores the campaign', () => {
    const store = memoryStore();
    touchSession(store, at(23, 50), { pageView: true });
    expect(touchSession(store, at(0, 1, 23), { pageView: true }).count).toBe(2);
    expect(touchSession(store, at(0, 2, 23), { pageView: true, utmCampaign: 'spring' }).count).toBe(
      3,
    );
    expect(store.get(SESSION_KEYS.utmCampaign)).toBe('spring');
    expect(touchSession(store, at(0, 3, 23), { pageView: true, utmCampaign: 'spring' }).isNew).toBe(
      false,
    );
    expect(touchSession(store, at(0, 4, 23), { pageView: true, utmCampaign: 'fall' }).count).toBe(
      4,
    );
  });

  it('treats corrupt stored values as absent', () => {
    const store = memoryStore();
    store.set(SESSION_KEYS.lastActive, 'garbage');
    store.set(SESSION_KEYS.count, '-3');
    expect(touchSession(store, at(12), { pageView: true })).toMatchObject({
      isNew: true,
      count: 1,
    });
  });
});
