import { describe, expect, it } from 'vitest';
import { webStore } from '../../core/storage/key-value';
import {
  hasSeenTour,
  nextTip,
  previousTip,
  rememberTourSeen,
  seenKey,
  tipControls,
  tourIdFrom,
} from './ar-tour.logic';

const memory = () =>
  webStore(() => {
    throw new Error('no storage');
  });

describe('tour steps', () => {
  it.each([
    [0, 4, 1],
    [2, 4, 3],
    [3, 4, 3],
    [-5, 4, 0],
    [0, 1, 0],
    [0, 0, 0],
  ])('after tip %i of %i comes tip %i', (index, count, expected) => {
    expect(nextTip(index, count)).toBe(expected);
  });

  it.each([
    [3, 2],
    [1, 0],
    [0, 0],
  ])('before tip %i comes tip %i', (index, expected) => {
    expect(previousTip(index)).toBe(expected);
  });

  it.each([
    [0, 4, { previous: false, done: false }],
    [1, 4, { previous: true, done: false }],
    [3, 4, { previous: true, done: true }],
    [0, 1, { previous: false, done: true }],
  ])('tip %i of %i offers %o', (index, count, expected) => {
    expect(tipControls(index, count)).toEqual(expected);
  });
});

describe('remembering a closed tour', () => {
  it('is unseen until closed, then seen, per tour id', () => {
    const store = memory();
    expect(hasSeenTour(store, 'planner')).toBe(false);
    rememberTourSeen(store, 'planner');
    expect(hasSeenTour(store, 'planner')).toBe(true);
    expect(hasSeenTour(store, 'room-3d')).toBe(false);
    expect(store.get(seenKey('planner'))).toBe('1');
  });

  it('treats any other stored value as unseen (storage is untrusted)', () => {
    const store = memory();
    store.set(seenKey('planner'), 'true');
    expect(hasSeenTour(store, 'planner')).toBe(false);
  });

  it.each([
    [null, 'planner'],
    ['', 'planner'],
    ['room-3d', 'room-3d'],
    ['  sofa_ar ', 'sofa_ar'],
    ['a b', 'planner'],
    ['x'.repeat(41), 'planner'],
    ['__proto__', '__proto__'],
  ])('tour id %j → %j', (value, expected) => {
    expect(tourIdFrom(value)).toBe(expected);
  });
});
