import { describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../../core/storage/local-keys';
import { POPUP_KEYS, createPopupStore } from './popup-store';
import { memoryStore } from '../../tests/helpers/memory-store';

describe('createPopupStore', () => {
  it('keeps one JSON map per seed key: last shown, closed, engaged, subscribed', () => {
    const backing = memoryStore();
    const store = createPopupStore(backing);
    store.mark('lastShown', 'news', 1000);
    store.mark('closed', 'news', 2000);
    store.mark('engaged', 'promo', 3000);
    store.mark('subscribed', 'news', 4000);
    store.mark('lastShown', 'promo', 5000);
    expect(JSON.parse(backing.values.get(POPUP_KEYS.lastShown) ?? '')).toEqual({
      news: 1000,
      promo: 5000,
    });
    expect(backing.values.get(POPUP_KEYS.closed)).toBe('{"news":2000}');
    expect(backing.values.get(POPUP_KEYS.engaged)).toBe('{"promo":3000}');
    expect(backing.values.get(POPUP_KEYS.subscribed)).toBe('{"news":4000}');
    expect(store.time('closed', 'news')).toBe(2000);
    expect(store.time('closed', 'promo')).toBeNull();
    expect(store.read('lastShown')).toEqual({ news: 1000, promo: 5000 });
  });

  it.each(['{not json', '[1,2]', 'null', '"text"', '{"news":"soon","promo":-1,"x":null}'])(
    'reads corrupt JSON %s as an empty map and never throws',
    (text) => {
      const store = createPopupStore(memoryStore({ [POPUP_KEYS.closed]: text }));
      expect(store.read('closed')).toEqual({});
      expect(() => store.mark('closed', 'news', 1)).not.toThrow();
      expect(store.time('closed', 'news')).toBe(1);
    },
  );

  it('keeps hostile ids off Object.prototype', () => {
    const store = createPopupStore(
      memoryStore({ [POPUP_KEYS.closed]: '{"__proto__":{"polluted":1},"constructor":5}' }),
    );
    const map = store.read('closed');
    expect(Object.getPrototypeOf(map)).toBeNull();
    expect(store.time('closed', 'toString')).toBeNull();
    store.mark('closed', '__proto__', 9);
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('keeps the 200 most recent entries', () => {
    const backing = memoryStore();
    const store = createPopupStore(backing);
    for (let index = 0; index < 250; index += 1) store.mark('lastShown', `p${index}`, index);
    const map = store.read('lastShown');
    expect(Object.keys(map)).toHaveLength(200);
    expect(map['p249']).toBe(249);
    expect(map['p0']).toBeUndefined();
  });

  it('reads the session pages kept by core/tracking/session and the countdown close', () => {
    const backing = memoryStore({ [SESSION_KEYS.sessionPages]: '3' });
    const store = createPopupStore(backing);
    expect(store.sessionPages()).toBe(3);
    expect(createPopupStore(memoryStore({ [SESSION_KEYS.sessionPages]: 'x' })).sessionPages()).toBe(
      0,
    );
    expect(store.countdownClosedAt()).toBeNull();
    store.markCountdownClosed(1234);
    expect(backing.values.get(POPUP_KEYS.countdownClosed)).toBe('1234');
    expect(store.countdownClosedAt()).toBe(1234);
    expect(
      createPopupStore(memoryStore({ [POPUP_KEYS.countdownClosed]: 'junk' })).countdownClosedAt(),
    ).toBeNull();
  });

  it('counts the campaign popups of the visit: its session number, while not idle 30 minutes', () => {
    const backing = memoryStore();
    const store = createPopupStore(backing);
    const MINUTE = 60_000;
    backing.set(SESSION_KEYS.count, '3');
    backing.set(SESSION_KEYS.lastActive, String(1_000 * MINUTE));
    expect(store.shownThisVisit(1_001 * MINUTE)).toBe(0);
    store.countShownThisVisit(1_001 * MINUTE);
    store.countShownThisVisit(1_002 * MINUTE);
    expect(store.shownThisVisit(1_005 * MINUTE)).toBe(2);
    expect(backing.values.get(POPUP_KEYS.visit)).toBe('3 2');
    // Idle past the session's 30 minutes: this page starts a new visit, counted or not yet.
    expect(store.shownThisVisit(1_031 * MINUTE)).toBe(0);
    // Tracking has counted a new session.
    backing.set(SESSION_KEYS.count, '4');
    expect(store.shownThisVisit(1_005 * MINUTE)).toBe(0);
    store.countShownThisVisit(1_005 * MINUTE);
    expect(backing.values.get(POPUP_KEYS.visit)).toBe('4 1');
  });

  it('reads a corrupt or foreign visit record as a fresh visit', () => {
    for (const value of [
      '{',
      '"x"',
      '[]',
      '{"session":1,"shown":-2}',
      '{"session":1,"shown":1.5}',
    ]) {
      const backing = memoryStore();
      backing.set(SESSION_KEYS.count, '1');
      backing.set(POPUP_KEYS.visit, value);
      expect(createPopupStore(backing).shownThisVisit(0), value).toBe(0);
    }
  });
});
