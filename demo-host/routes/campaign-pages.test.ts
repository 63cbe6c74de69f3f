// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CAMPAIGNS, type PopupsSettings } from '../fixtures/campaigns';
import { SHOWROOMS } from '../fixtures/showrooms';
import { escapeHtml } from '../lib/html';
import { TestBrowser, bodyClasses, readSettings, setupTestHost } from '../testing/test-host';
import { delayParam } from './campaign-pages';

const host = setupTestHost();

async function page(path: string, cookie?: string) {
  const response = await host.app.request(path, cookie ? { headers: { cookie } } : {});
  const text = await response.text();
  return { status: response.status, text, response };
}

async function popups(path: string, cookie?: string): Promise<PopupsSettings> {
  const { status, text } = await page(path, cookie);
  expect(status).toBe(200);
  return readSettings(text)['popups'] as PopupsSettings;
}

describe('GET /campaign/{slug}', () => {
  it('renders every campaign with the layout, cards, <rove-popups> and its popups settings', async () => {
    for (const campaign of CAMPAIGNS) {
      const { status, text, response } = await page(`/campaign/${campaign.slug}`);
      expect(status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(bodyClasses(text)).toContain(`page-campaign-${campaign.slug}`);
      expect(text).toContain('<rove-popups></rove-popups>');
      expect(text).toContain('class="site-header');
      expect(text.match(/class="product-card"/g)?.length).toBe(8);
      const settings = readSettings(text)['popups'] as PopupsSettings;
      expect(settings.items.length).toBeGreaterThan(0);
      expect(settings.stylesheetUrl).toBe('/css/newsletter.css');
      expect(new Set(settings.items.map((item) => item.id)).size).toBe(settings.items.length);
    }
  });

  it('spring-sale: newsletter after 3 s, promo at 50 % scroll, countdown 5 days ahead', async () => {
    const before = Date.now();
    const settings = await popups('/campaign/spring-sale');
    expect(settings.items.map((item) => [item.kind, item.event])).toEqual([
      ['newsletter', { interval: [3, 500] }],
      ['promo', { scroll: [50] }],
    ]);
    const end = Date.parse(String(settings.countdown?.countdownEnd));
    const fiveDays = 5 * 24 * 60 * 60 * 1000;
    expect(end).toBeGreaterThanOrEqual(before + fiveDays);
    expect(end).toBeLessThanOrEqual(Date.now() + fiveDays);
  });

  it('?delay= shortens interval triggers only', async () => {
    const settings = await popups('/campaign/spring-sale?delay=0');
    expect(settings.items.map((item) => item.event)).toEqual([
      { interval: [0, 500] },
      { scroll: [50] },
    ]);
    const trade = await popups('/campaign/trade?delay=1.5');
    expect(trade.items[0]?.event).toEqual({ interval: [1.5, 500] });
    const ignored = await popups('/campaign/trade?delay=abc');
    expect(ignored.items[0]?.event).toEqual({ interval: [10, 500] });
    expect(delayParam('99')).toBeNull();
    expect(delayParam('-1')).toBeNull();
    expect(delayParam('2')).toBe(2);
  });

  it('showroom: the cities, the lookup URL with ?city= forwarded, the city’s landing page', async () => {
    const plain = await popups('/campaign/showroom');
    expect(plain.geolocationUrl).toBe('/geo/lookup');
    expect(plain.items[0]).toMatchObject({
      kind: 'showroom',
      cities: ['Toronto', 'Vancouver', 'Los Angeles', 'San Diego', 'Hong Kong'],
      event: { interval: [5, 500] },
      conditions: { everyHours: 48 },
      cta: { href: '/melrose-showroom' },
    });
    const toronto = await popups('/campaign/showroom?city=Toronto');
    expect(toronto.geolocationUrl).toBe('/geo/lookup?city=Toronto');
    expect(toronto.items[0]?.cta?.href).toBe('/toronto-showroom');
    const denver = await popups('/campaign/showroom?city=Denver');
    expect(denver.items[0]?.cta?.href).toBe('/showroom');
    const hostile = await popups('/campaign/showroom?city=%3Cscript%3E');
    expect(hostile.geolocationUrl).toBe('/geo/lookup');
    const cookie = await popups('/campaign/showroom?city=Denver', 'rove_demo_city=Vancouver');
    expect(cookie.items[0]?.cta?.href).toBe('/vancouver-showroom');
  });

  it('store-closing: AU and KR only, Korean text for ko_KR', async () => {
    const english = await popups('/campaign/store-closing?locale=en_AU');
    expect(english.items[0]).toMatchObject({
      kind: 'store-closing',
      conditions: { countries: ['AU', 'KR'] },
      label: 'Our online store is closing',
    });
    const korean = await popups('/campaign/store-closing?locale=ko_KR');
    expect(korean.items[0]?.label).toBe('온라인 스토어 운영 종료 안내');
    expect(korean.items[0]?.markup?.html).toContain('한국 온라인 스토어');
  });

  it('trade, exit and signup carry their kinds (default marketing URL)', async () => {
    const trade = await popups('/campaign/trade');
    expect(trade.marketingUrl).toBeUndefined();
    expect(trade.items[0]).toMatchObject({
      kind: 'trade-newsletter',
      event: { interval: [10, 500] },
    });
    expect((await popups('/campaign/exit')).items[0]).toMatchObject({
      kind: 'exit-intent',
      event: 'exit',
    });
    expect((await popups('/campaign/signup')).items[0]?.kind).toBe('campaign-signup');
  });

  it('answers the not-found page for an unknown slug', async () => {
    const { status, text } = await page('/campaign/nope');
    expect(status).toBe(404);
    expect(text).toContain('Page not found');
  });
});

describe('showroom landing pages', () => {
  it('renders each with its address, hours and a Get Directions link', async () => {
    for (const showroom of SHOWROOMS) {
      const { status, text } = await page(`/${showroom.path}`);
      expect(status).toBe(200);
      expect(text).toContain(escapeHtml(showroom.name));
      expect(text).toContain('Get Directions');
      expect(text).toContain('href="https://www.google.com/maps/search/?api=1&amp;query=');
    }
    const paths = SHOWROOMS.map((s) => s.path);
    for (const seeded of [
      'toronto-showroom',
      'vancouver-showroom',
      'melrose-showroom',
      'san-diego-showroom',
      'santa-fe-springs-showroom',
      'miami-showroom-grand-opening-event/rsvp',
    ]) {
      expect(paths).toContain(seeded);
    }
  });
});

describe('/demo', () => {
  it('links every campaign, the renewal page, the cart and the help page', async () => {
    const text = await (await new TestBrowser(host.app).get('/demo')).text();
    expect(text).toContain('<h2>Marketing</h2>');
    for (const campaign of CAMPAIGNS) expect(text).toContain(`href="/campaign/${campaign.slug}"`);
    for (const href of [
      '/user/membership?as=member',
      '/campaign/showroom?city=Toronto',
      '/campaign/showroom?city=Denver',
      '/demo/cart',
      '/help',
    ]) {
      expect(text).toContain(`href="${href}"`);
    }
  });
});
