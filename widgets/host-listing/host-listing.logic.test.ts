import { describe, expect, it } from 'vitest';
import { check } from '../../core/schema';
import {
  hostPageSchema,
  initialListingState,
  listingQuery,
  listingReducer,
  safeHostPage,
  stateFromQuery,
  type HostPage,
  type HostFilters,
} from './host-listing.logic';

const host = (id: string) => ({
  id,
  fname: 'Ava',
  lname: 'Kim',
  url: `/host-connect/${id}`,
  imgCount: 2,
  photos: [{ small: '/p/1-small.svg', medium: '/p/1-medium.svg' }],
  city: 'Seoul',
  style: 'Modern',
  room: 'Bedroom',
  products: [{ name: 'Oak Table', image: '', option: 'Walnut' }, 'Sven Sofa - Tan'],
});
const page = (ids: string[], n = 1): HostPage => ({
  hosts: ids.map(host),
  page: n,
  pages: 3,
  total: 30,
});

describe('listingQuery / stateFromQuery', () => {
  it('leaves out empty filters and page 1', () => {
    expect(listingQuery({ city: 'Seoul', style: '' }, 1)).toBe('?city=Seoul');
    expect(listingQuery({}, 1)).toBe('');
    expect(listingQuery({ city: 'New York' }, 2)).toBe('?city=New+York&page=2');
  });

  it('reads only the form fields and a valid page', () => {
    expect(stateFromQuery('?city=Seoul&page=3&utm=x', ['city', 'style'])).toEqual({
      filters: { city: 'Seoul' },
      page: 3,
    });
    expect(stateFromQuery('?page=-2', ['city']).page).toBe(1);
    expect(stateFromQuery('?page=abc', ['city']).page).toBe(1);
  });

  it('round-trips', () => {
    const state = { filters: { city: 'Seoul', room: 'Outdoor' }, page: 2 };
    expect(stateFromQuery(listingQuery(state.filters, state.page), ['city', 'room'])).toEqual(
      state,
    );
  });
});

describe('hostPageSchema', () => {
  it('accepts both product forms and drops a broken host', () => {
    const result = check(hostPageSchema, {
      ...page(['h001']),
      hosts: [host('h001'), { id: 'h002' }],
    });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value.hosts.map((h) => h.id)).toEqual(['h001']);
      expect(result.value.hosts[0]?.products).toHaveLength(2);
    }
  });

  it('refuses a reply without paging', () => {
    expect(check(hostPageSchema, { hosts: [] }).ok).toBe(false);
  });
});

describe('safeHostPage', () => {
  it('drops photos from other sites over http and keeps https ones', () => {
    const data = page(['h001']);
    const first = data.hosts[0]!;
    const unsafe = {
      ...data,
      hosts: [
        {
          ...first,
          photos: [
            { small: 'http://evil.example/a.svg', medium: 'http://evil.example/b.svg' },
            { small: 'https://cdn.example/a.svg', medium: 'https://cdn.example/b.svg' },
            { small: 'javascript:alert(1)', medium: '/x.svg' },
          ],
        },
      ],
    };
    expect(safeHostPage(unsafe, 'https://shop.example').hosts[0]?.photos).toEqual([
      { small: 'https://cdn.example/a.svg', medium: 'https://cdn.example/b.svg' },
    ]);
  });
});

describe('listingReducer', () => {
  /** The request for page `at` with `filters`; `focus` when a page link asked for it. */
  const request = (id: number, filters: HostFilters, at: number, focus = false) =>
    ({ type: 'request', id, filters, page: at, focus }) as const;

  it('shows the latest answer and ignores an older one', () => {
    let state = initialListingState(page(['h001']), {});
    state = listingReducer(state, request(1, { city: 'Seoul' }, 1));
    state = listingReducer(state, request(2, { city: 'London' }, 1));
    const stale = listingReducer(state, { type: 'loaded', id: 1, data: page(['h009']) });
    expect(stale).toBe(state);
    state = listingReducer(state, { type: 'loaded', id: 2, data: page(['h002', 'h003'], 2) });
    expect(state.hosts.map((h) => h.id)).toEqual(['h002', 'h003']);
    expect(state).toMatchObject({ page: 2, pending: 0, updates: 1, filters: { city: 'London' } });
  });

  it('keeps the cards on screen when a request fails', () => {
    const start = initialListingState(page(['h001']), {});
    const asked = listingReducer(start, request(1, {}, 2, true));
    const failed = listingReducer(asked, { type: 'failed', id: 1 });
    expect(failed.hosts).toBe(start.hosts);
    expect(failed.pending).toBe(0);
  });

  it('moves focus to the results once per answered page link, not per filter change', () => {
    let state = initialListingState(page(['h001']), {});
    state = listingReducer(state, request(1, {}, 2, true));
    state = listingReducer(state, { type: 'loaded', id: 1, data: page(['h002'], 2) });
    expect(state.focusKey).toBe(1);
    state = listingReducer(state, request(2, { city: 'Seoul' }, 1));
    state = listingReducer(state, { type: 'loaded', id: 2, data: page(['h003']) });
    expect(state.focusKey).toBe(1);
    expect(state.updates).toBe(2);
  });
});
