import { Hono, type Context } from 'hono';
import type { DemoDeps, DemoHostEnv } from '../context';
import { DEFAULT_LIST, NEWSLETTER_CSS_URL, type PopupsSettings } from '../fixtures/campaigns';
import { addRenewal, renewalsFor } from '../db/marketing';
import { layout } from '../templates/layout';
import {
  membershipEnrollPage,
  membershipPage,
  type MembershipView,
} from '../templates/membership-page';
import { delayParam } from './campaign-pages';
import { pageContext } from './page-context';

// GET /user/membership: the member's account page with the renewal form and <rove-popups>'
// renewal overlay (spec/product.md §2, §4). POST /user/membership is the form's no-JS target: it
// records the renewal and redirects back with a notice. The demo has no login page: an
// anonymous visitor gets a 403 page that signs in as Morgan Member (?as=member).
//
// Each renewal by the form adds a year to the demo expiry date; the overlay stops showing once
// the member renewed. ?delay=N shortens the overlay's 2 s wait (e2e).

/** Morgan Member's expiry before any renewal: soon, which is why the overlay offers a discount. */
export const BASE_EXPIRY = '2026-12-15';

function expiryAfter(renewals: number): string {
  const [year = '2026', rest = ''] = BASE_EXPIRY.split(/-(.*)/s);
  return `${Number(year) + renewals}-${rest}`;
}

function renewalPopups(delay: number | null): PopupsSettings {
  return {
    defaultList: DEFAULT_LIST,
    stylesheetUrl: NEWSLETTER_CSS_URL,
    renewalForm: 'form#membership-renewal',
    items: [
      {
        id: 'membership-renewal',
        kind: 'renewal',
        label: 'Renew today and save 20%',
        event: { interval: [delay === null ? 2 : Math.min(2, delay), 500] },
        conditions: { loggedIn: true },
        markup: {
          html: '<p class="newsletter-popup__eyebrow">Member offer</p><h2 class="newsletter-popup__title">Renew today and save 20%</h2><p class="newsletter-popup__lead">Your membership expires soon. Renew now and your next year costs 20% less, with member pricing, free standard delivery and member vouchers as before.</p>',
        },
      },
    ],
  };
}

export function membershipRoutes(deps: DemoDeps): Hono<DemoHostEnv> {
  const app = new Hono<DemoHostEnv>();

  const render = (c: Context<DemoHostEnv>, view: MembershipView, status: 200 | 403) => {
    const { chrome, settings } = pageContext(c, deps);
    const popups = view.kind === 'member' && view.overlay;
    c.header('Cache-Control', 'no-store');
    return c.html(
      layout({
        chrome,
        title: 'My membership',
        bodyClasses: ['page-user-membership'],
        settings: {
          kind: 'json',
          settings: popups
            ? { ...settings, popups: renewalPopups(delayParam(c.req.query('delay'))) }
            : settings,
        },
        main: membershipPage(view),
      }).toString(),
      status,
    );
  };

  app.get('/user/membership', (c) => {
    const { user } = c.get('visitor');
    if (!user) return render(c, { kind: 'anonymous' }, 403);
    if (!user.member) return render(c, { kind: 'not-member', user }, 200);
    const renewed = renewalsFor(deps.db, user.uid).filter((r) => r.source === 'form').length;
    return render(
      c,
      {
        kind: 'member',
        user,
        expires: expiryAfter(renewed),
        renewed: c.req.query('renewed') === '1',
        overlay: renewed === 0,
      },
      200,
    );
  });

  // The account menu's and <rove-membership>'s sign-up link. The demo has no accounts to create:
  // the page says what joining gives and signs in as Morgan Member.
  app.get('/user/membership/enroll/login', (c) => {
    const { chrome, settings } = pageContext(c, deps);
    return c.html(
      layout({
        chrome,
        title: 'Join the membership',
        bodyClasses: ['page-user-membership-enroll'],
        settings: { kind: 'json', settings },
        main: membershipEnrollPage(settings.memberFee, chrome.shop.currency),
      }).toString(),
    );
  });

  app.post('/user/membership', (c) => {
    const { user } = c.get('visitor');
    if (!user) return render(c, { kind: 'anonymous' }, 403);
    if (!user.member) return render(c, { kind: 'not-member', user }, 403);
    addRenewal(deps.db, user.uid, 'form');
    return c.redirect('/user/membership?renewed=1', 303);
  });

  return app;
}
