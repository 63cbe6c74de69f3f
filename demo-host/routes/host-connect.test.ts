// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  HOST_COUNT,
  HOSTS_PER_PAGE,
  filterHosts,
  generateHosts,
  type Host,
} from '../fixtures/hosts';
import { TestBrowser, setupTestHost } from '../testing/test-host';

const host = setupTestHost();
const JSON_ACCEPT = { headers: { accept: 'application/json' } };
const get = (path: string, init?: RequestInit) => new TestBrowser(host.app).get(path, init);
const json = async (path: string) =>
  (await (await get(path, JSON_ACCEPT)).json()) as {
    hosts: Host[];
    page: number;
    pages: number;
    total: number;
  };

describe('the hosts fixture', () => {
  const products = [
    { nid: 1, title: 'Sven Sofa', options: [{ name: 'Charme Tan' }] },
    { nid: 2, title: 'Oak Table', options: [{ name: 'Walnut' }] },
    { nid: 3, title: 'Lamp', options: [] },
  ];
  const hosts = generateHosts(products);

  it('is deterministic, with 2–8 photos per host', () => {
    expect(generateHosts(products)).toEqual(hosts);
    expect(hosts).toHaveLength(HOST_COUNT);
    for (const h of hosts) {
      expect(h.imgCount).toBeGreaterThanOrEqual(2);
      expect(h.imgCount).toBeLessThanOrEqual(8);
      expect(h.photos).toHaveLength(h.imgCount);
    }
  });

  it('mixes product objects and "name - option" strings naming catalogue products', () => {
    const all = hosts.flatMap((h) => h.products);
    expect(all.some((p) => typeof p === 'string' && p.includes(' - '))).toBe(true);
    expect(all.some((p) => typeof p === 'object')).toBe(true);
    const titles = products.map((p) => p.title);
    for (const p of all) {
      const name = typeof p === 'string' ? p.split(' - ')[0] : p.name;
      expect(titles).toContain(name);
    }
  });

  it('filters on every chosen field', () => {
    const seoul = filterHosts(hosts, { city: 'Seoul' });
    expect(seoul.every((h) => h.city === 'Seoul')).toBe(true);
    expect(filterHosts(hosts, {})).toHaveLength(HOST_COUNT);
  });
});

describe('GET /host-connect', () => {
  it('renders the form, the first page of cards, the pager, the data and the FAQ', async () => {
    const response = await get('/host-connect');
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<title>Host Program | Rove</title>');
    expect(page).toContain(
      '<form class="rove-host-listing__filters" method="get" action="/host-connect"',
    );
    expect(page.match(/<li class="rove-host-card">/g)).toHaveLength(HOSTS_PER_PAGE);
    expect(page).toContain(`${HOST_COUNT} hosts`);
    expect(page).toContain('href="/host-connect?page=2"');
    expect(page).toContain('class="rove-host-listing__data"');
    expect(page).toContain('<rove-accordion');
    expect(page).toContain('What is the Host Program?');
  });

  it('answers JSON to Accept: application/json, filtered and paged', async () => {
    const all = await json('/host-connect');
    expect(all).toMatchObject({
      page: 1,
      pages: Math.ceil(HOST_COUNT / HOSTS_PER_PAGE),
      total: HOST_COUNT,
    });
    const second = await json('/host-connect?page=2');
    expect(second.hosts[0]?.id).not.toBe(all.hosts[0]?.id);
    const city = all.hosts[0]?.city as string;
    const filtered = await json(`/host-connect?city=${encodeURIComponent(city)}`);
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.hosts.every((h) => h.city === city)).toBe(true);
  });

  it('ignores unknown filter values and clamps a page past the end', async () => {
    expect((await json('/host-connect?city=Atlantis')).total).toBe(HOST_COUNT);
    const last = await json('/host-connect?page=99');
    expect(last.page).toBe(last.pages);
  });

  it('keeps the filter selected in the form', async () => {
    const page = await (await get('/host-connect?style=Coastal')).text();
    expect(page).toContain('<option value="Coastal" selected>Coastal</option>');
  });
});

describe('host pages and photos', () => {
  it('serves a host page and its photos; 404 for others', async () => {
    const [first] = (await json('/host-connect')).hosts;
    const page = await get(first!.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`${first!.fname} ${first!.lname}`);
    const photo = await get(first!.photos[0]!.medium);
    expect(photo.headers.get('content-type')).toContain('image/svg+xml');
    expect((await get(`/host-connect/photo/${first!.id}-9-small.svg`)).status).toBe(404);
    expect((await get('/host-connect/h999')).status).toBe(404);
  });

  it('keeps the Host Program content page', async () => {
    expect((await get('/host-program')).status).toBe(200);
  });
});
