import { describe, expect, it } from 'vitest';
import {
  initialPlacesState,
  placesAnnouncement,
  placesKey,
  placesLibrary,
  placesReducer,
  popupShown,
  type PlaceOption,
  type PlacesAction,
  type PlacesState,
} from './places-combobox.logic';

const option = (id: string): PlaceOption => ({ id, main: `${id} Street`, secondary: 'Town' });
const run = (...actions: PlacesAction[]) =>
  actions.reduce<PlacesState>(placesReducer, initialPlacesState);
const answered = (count: number) =>
  run(
    { type: 'typed', query: '1600 Penn' },
    {
      type: 'answered',
      query: '1600 Penn',
      options: Array.from({ length: count }, (_, index) => option(`o${index}`)),
    },
  );

describe('placesReducer', () => {
  it('asks from three characters on and stays quiet below', () => {
    expect(run({ type: 'typed', query: '16' }).status).toBe('idle');
    expect(popupShown(run({ type: 'typed', query: ' 16 ' }))).toBe(false);
    const typed = run({ type: 'typed', query: '160' });
    expect(typed.status).toBe('searching');
    expect(popupShown(typed)).toBe(true);
  });

  it('drops a reply for any text but the current one', () => {
    const state = run(
      { type: 'typed', query: '1600' },
      { type: 'typed', query: '1600 P' },
      { type: 'answered', query: '1600', options: [option('old')] },
    );
    expect(state.status).toBe('searching');
    expect(state.options).toEqual([]);
    expect(placesReducer(state, { type: 'failed', query: '1600' })).toBe(state);
    const current = placesReducer(state, {
      type: 'answered',
      query: '1600 P',
      options: [option('new')],
    });
    expect(current.options.map((o) => o.id)).toEqual(['new']);
  });

  it('keeps the last suggestions on screen while the next text is asked for', () => {
    const state = placesReducer(answered(2), { type: 'typed', query: '1600 Penns' });
    expect(state.options).toHaveLength(2);
    expect(state.active).toBe(-1);
  });

  it('ends with the choice, and the next keystroke forgets its outcome', () => {
    const filled = run(
      { type: 'typed', query: '1600' },
      { type: 'answered', query: '1600', options: [option('a')] },
      { type: 'chosen' },
      { type: 'filled', address: '1600 Pennsylvania Avenue NW' },
    );
    expect(popupShown(filled)).toBe(false);
    expect(filled.query).toBe('1600');
    expect(placesAnnouncement(filled)).toEqual({
      key: 'filled',
      address: '1600 Pennsylvania Avenue NW',
    });
    const again = placesReducer(filled, { type: 'typed', query: '1600 P' });
    expect(again.filled).toBe('');
    const failed = placesReducer(filled, { type: 'lookup-failed' });
    expect(placesAnnouncement(failed)).toEqual({ key: 'lookupFailed' });
    expect(placesReducer(failed, { type: 'typed', query: '1600 P' }).lookupFailed).toBe(false);
  });
});

describe('placesKey (APG combobox with listbox popup)', () => {
  it('moves the active suggestion with Down and Up, wrapping both ways', () => {
    const state = answered(3);
    expect(placesKey({ key: 'ArrowDown' }, state)).toEqual({
      action: { type: 'activate', index: 0 },
      prevent: true,
    });
    expect(placesKey({ key: 'ArrowUp' }, state)).toEqual({
      action: { type: 'activate', index: 2 },
      prevent: true,
    });
    const last = { ...state, active: 2 };
    expect(placesKey({ key: 'ArrowDown' }, last)).toMatchObject({ action: { index: 0 } });
    expect(placesKey({ key: 'ArrowUp' }, { ...state, active: 0 })).toMatchObject({
      action: { index: 2 },
    });
  });

  it('chooses the active suggestion with Enter, and leaves Enter to the form otherwise', () => {
    expect(placesKey({ key: 'Enter' }, { ...answered(2), active: 1 })).toEqual({
      choose: 1,
      prevent: true,
    });
    expect(placesKey({ key: 'Enter' }, answered(2))).toBeNull();
    expect(placesKey({ key: 'Enter' }, { ...answered(2), active: 1, open: false })).toBeNull();
  });

  it('hides with Escape (keeping the text) and Tab, and shows again with Down', () => {
    const state = answered(2);
    expect(placesKey({ key: 'Escape' }, state)).toEqual({
      action: { type: 'hide' },
      prevent: true,
    });
    expect(placesKey({ key: 'Tab' }, state)).toEqual({ action: { type: 'hide' }, prevent: false });
    const hidden = placesReducer(state, { type: 'hide' });
    expect(hidden.query).toBe('1600 Penn');
    expect(placesKey({ key: 'Escape' }, hidden)).toBeNull();
    expect(placesKey({ key: 'ArrowDown' }, hidden)).toEqual({
      action: { type: 'show' },
      prevent: true,
    });
    expect(popupShown(placesReducer(hidden, { type: 'show' }))).toBe(true);
  });

  it('ignores keys of an IME composition and keys with nothing to act on', () => {
    expect(placesKey({ key: 'Enter', composing: true }, { ...answered(2), active: 0 })).toBeNull();
    expect(placesKey({ key: 'ArrowDown' }, initialPlacesState)).toBeNull();
    expect(placesKey({ key: 'ArrowDown' }, answered(0))).toBeNull();
    expect(placesKey({ key: 'a' }, answered(2))).toBeNull();
  });
});

describe('placesAnnouncement', () => {
  it('says what the popup shows', () => {
    expect(placesAnnouncement(run({ type: 'typed', query: '1600' }))).toEqual({
      key: 'searching',
    });
    expect(placesAnnouncement(answered(2))).toEqual({ key: 'count', count: 2 });
    expect(placesAnnouncement(answered(0))).toEqual({ key: 'none' });
    expect(
      placesAnnouncement(run({ type: 'typed', query: '1600' }, { type: 'failed', query: '1600' })),
    ).toEqual({ key: 'failed' });
    expect(placesAnnouncement(placesReducer(answered(2), { type: 'hide' }))).toBeNull();
  });
});

describe('Google’s library under the combobox', () => {
  const service = { name: 'places' };
  it('becomes ready with its service', () => {
    expect(placesLibrary({ phase: 'loading' }, { phase: 'ready', service })).toEqual({
      phase: 'ready',
      service,
    });
  });

  it('goes off for good: a refused key turns a ready library off, and a late load changes nothing', () => {
    const off = placesLibrary({ phase: 'ready', service }, { phase: 'off' });
    expect(off).toEqual({ phase: 'off' });
    expect(placesLibrary(off, { phase: 'ready', service })).toBe(off);
  });
});
