import { Hono } from 'hono';
import { hideAttribute } from '../../core/search/country-filter';
import type { DemoDeps, DemoHostEnv } from '../context';
import { markup } from '../lib/html';
import { lookUrl } from '../search/look-records';
import { CONTENT_PAGES } from '../search/page-records';
import { ROOM_PLANS } from '../search/shop-the-look';
import { contactForm, CONTACT_FORM_ACTION } from '../templates/contact-form';
import { contentPage } from '../templates/content-page';
import { layout } from '../templates/layout';
import { membershipOfferTag } from '../templates/membership-offer';
import { lookPage, roomPage } from '../templates/look-page';
import { HELP_CHAT_SETTINGS, chatTag } from './chat-sim';
import { pageContext } from './page-context';

// The pages the search service's records link to (spec/shell.md 'pages', 'rooms' and 'STL'
// indexes), so a suggestion never leads to "Page not found". Registered after the store's own
// routes: a real page at the same path (e.g. /swatch-request) wins.

export function contentPageRoutes(deps: DemoDeps): Hono<DemoHostEnv> {
  const app = new Hono<DemoHostEnv>();
  const { looks } = deps.search;

  for (const page of CONTENT_PAGES) {
    app.get(`/${page.slug}`, (c) => {
      const { chrome, settings } = pageContext(c, deps);
      // A programme that does not run in this country has no page here either.
      if (page.hide?.[hideAttribute(chrome.shop.country)] === 1) return c.notFound();
      // /help carries the contact form and the live chat; /membership the membership offer.
      const pageMain = (slug: string) => {
        if (slug === 'help')
          return markup`${contentPage(page)}${contactForm(c.req.query('sent') === '1')}${chatTag()}`;
        if (slug === 'membership')
          return markup`${contentPage(page)}${membershipOfferTag(
            { subject: 'membership' },
            settings,
            chrome.shop.currency,
            chrome.bodyFlags.includes('rove-membership-only'),
          )}`;
        return contentPage(page);
      };
      return c.html(
        layout({
          chrome,
          title: page.title,
          description: page.description,
          bodyClasses: ['page-content'],
          // /help carries the live chat (spec/marketing.md §4) with its settings.chat.
          settings: {
            kind: 'json',
            settings: page.slug === 'help' ? { ...settings, chat: HELP_CHAT_SETTINGS } : settings,
          },
          main: pageMain(page.slug),
        }).toString(),
      );
    });
  }

  // The contact form's post (a Drupal webform's): nothing is kept; back to /help, thanked.
  app.post(CONTACT_FORM_ACTION, (c) => c.redirect('/help?sent=1', 303));

  app.get('/shop-the-look/room/:slug', (c) => {
    const room = ROOM_PLANS.find((plan) => plan.slug === c.req.param('slug'));
    if (!room) return c.notFound();
    const { chrome, settings } = pageContext(c, deps);
    const inRoom = looks
      .filter((look) => look.room.slug === room.slug)
      .map((look) => ({ title: look.title, url: lookUrl(look) }));
    return c.html(
      layout({
        chrome,
        title: room.title,
        description: room.description,
        bodyClasses: ['page-room'],
        settings: { kind: 'json', settings },
        main: roomPage(room, inRoom),
      }).toString(),
    );
  });

  app.get('/shop-the-look/:slug', (c) => {
    const look = looks.find((candidate) => candidate.slug === c.req.param('slug'));
    if (!look) return c.notFound();
    const { chrome, settings } = pageContext(c, deps);
    const sold = look.products.filter((p) => p.hide[chrome.shop.country] === 0);
    return c.html(
      layout({
        chrome,
        title: look.title,
        description: look.room.description,
        bodyClasses: ['page-look'],
        settings: { kind: 'json', settings },
        main: lookPage(look, sold, chrome.shop),
      }).toString(),
    );
  });

  return app;
}
