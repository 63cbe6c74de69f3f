import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { DemoDeps, DemoHostEnv } from '../context';
import { CAMPAIGNS, campaignPopups } from '../fixtures/campaigns';
import { SHOWROOMS, showroomForCity } from '../fixtures/showrooms';
import { CITY_COOKIE, simulateGeoLookup } from '../shop/geolocation';
import { campaignPage } from '../templates/campaign-page';
import { layout } from '../templates/layout';
import { showroomPage } from '../templates/showroom-page';
import { pageContext } from './page-context';

// GET /campaign/{slug}: one page per popup kind (fixtures/campaigns.ts), and the showroom
// landing pages of spec/product.md §2 the showroom popup links to.
//
// Demo-only query parameters (for e2e tests and reviewers):
// - ?delay=N shortens every interval trigger to at most N seconds (0–60);
// - ?city=X is forwarded to the geolocation lookup (geolocationUrl '/geo/lookup?city=X').

const CARDS = 8;
const MAX_DELAY = 60;

/** ?delay= as seconds, or null when absent or not a number from 0 to 60. */
export function delayParam(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d+(\.\d+)?$/.test(raw.trim())) return null;
  const seconds = Number(raw.trim());
  return seconds <= MAX_DELAY ? seconds : null;
}

/** ?city= when it looks like a city name (letters, spaces, dots, dashes, apostrophes). */
function cityParam(raw: string | undefined): string | null {
  const city = raw?.trim() ?? '';
  return city !== '' && city.length <= 60 && /^[\p{L} .'-]+$/u.test(city) ? city : null;
}

export function campaignPageRoutes(deps: DemoDeps): Hono<DemoHostEnv> {
  const app = new Hono<DemoHostEnv>();

  app.get('/campaign/:slug', (c) => {
    const campaign = CAMPAIGNS.find((candidate) => candidate.slug === c.req.param('slug'));
    if (!campaign) return c.notFound();
    const { chrome, settings } = pageContext(c, deps);
    const city = cityParam(c.req.query('city'));
    const popups = campaignPopups(campaign.slug, {
      now: Date.now(),
      delay: delayParam(c.req.query('delay')),
      city,
      locale: chrome.shop.locale,
      showroomHref: showroomHref(c, city),
    });
    const products = deps.products
      .inCategory(campaign.category, chrome.shop.country)
      .slice(0, CARDS);
    // The countdown ends relative to now: the page must not be cached.
    c.header('Cache-Control', 'no-store');
    return c.html(
      layout({
        chrome,
        title: campaign.title,
        description: campaign.lead,
        bodyClasses: ['page-campaign', `page-campaign-${campaign.slug}`],
        settings: { kind: 'json', settings: { ...settings, popups } },
        main: campaignPage(campaign, products, chrome.shop),
      }).toString(),
    );
  });

  for (const showroom of SHOWROOMS) {
    app.get(`/${showroom.path}`, (c) => {
      const { chrome, settings } = pageContext(c, deps);
      return c.html(
        layout({
          chrome,
          title: showroom.name,
          description: `${showroom.name}: ${showroom.address.join(', ')}`,
          bodyClasses: ['page-showroom'],
          settings: { kind: 'json', settings },
          main: showroomPage(showroom),
        }).toString(),
      );
    });
  }

  return app;
}

// The popup's call to action goes to the showroom of the city the simulated lookup will answer
// (the demo knows it; a real CMS would link a showroom finder). No showroom there: /showroom.
function showroomHref(c: Context<DemoHostEnv>, city: string | null): string {
  const located = simulateGeoLookup({
    cookie: getCookie(c, CITY_COOKIE),
    query: city ?? undefined,
    country: c.get('shop').country,
  });
  const showroom = showroomForCity(located.cityName);
  return showroom ? `/${showroom.path}` : '/showroom';
}
