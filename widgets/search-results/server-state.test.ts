import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetLogOnce } from '../../core/log';
import { buildRequests } from './build-requests';
import { readServerState, viewKey, type PrintedServerState } from './server-state';
import { answer } from './testing/search-fixture';
import { SOFA_ROUTE as ROUTE, US_SHOPPER as US } from './testing/server-page';

function printed(overrides: Partial<PrintedServerState> = {}): string {
  return JSON.stringify({
    results: buildRequests(ROUTE, 'US').requests.map(answer),
    idPrefix: 'rove-sr-server',
    filtersOpen: false,
    view: viewKey(US),
    ...overrides,
  });
}

afterEach(() => resetLogOnce());

describe('readServerState', () => {
  it('reads the printed answer as the element would have read its own query', () => {
    const state = readServerState(printed(), ROUTE, US);
    expect(state?.answer.nbHits).toBe(30);
    expect(state?.answer.hits).toHaveLength(24);
    expect(state?.answer.counts.products).toBe(30);
    expect(state?.idPrefix).toBe('rove-sr-server');
    expect(state?.filtersOpen).toBe(false);
  });

  it.each([
    ['not JSON', '{"results": ['],
    [
      'one result missing',
      printed({ results: buildRequests(ROUTE, 'US').requests.slice(1).map(answer) }),
    ],
    ['a result of the wrong shape', printed({ results: [{ hits: 'many' }] })],
    ['an id prefix that is not an id', printed({ idPrefix: '"><img src=x>' })],
    ['no filters flag', JSON.stringify({ ...JSON.parse(printed()), filtersOpen: 'yes' })],
  ])('refuses %s, logged once with [rove]', (_case, json) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readServerState(json, ROUTE, US)).toBeNull();
    expect(readServerState(json, ROUTE, US)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('[rove]');
  });

  it('ignores, without a word, an answer rendered for other settings (a country or language the server did not see)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readServerState(printed(), ROUTE, { ...US, country: 'CA', currency: 'CAD' })).toBeNull();
    expect(readServerState(printed(), ROUTE, { ...US, locale: 'ko_KR' })).toBeNull();
    expect(readServerState(printed(), ROUTE, { ...US, isMembership: true })).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});
