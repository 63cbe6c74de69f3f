import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie } from 'hono/cookie';
import type { DemoDeps, DemoHostEnv } from '../context';
import { addEmailCartSend, addRenewal, addSubscription } from '../db/marketing';
import { postedFields } from '../lib/posted-fields';
import { CITY_COOKIE, simulateGeoLookup } from '../shop/geolocation';
import { checkEmail } from '../shop/request-checks';
import { campaignPageRoutes } from './campaign-pages';
import { membershipRoutes } from './membership';

// The marketing endpoints the popups, the email-my-cart form and the renewal overlay call
// (spec/marketing.md §7, spec/product.md §3 and §7). The specification does not show most answers, so the demo's are
// documented here and in README.md:
//
// - POST /klaviyo/api/subscribe (form data email, list, list2?) → 200 {success: true};
//   400 {success: false, error}.
// - POST /api/email-marketing/subscriptions (JSON:API {data: {type: 'subscription',
//   attributes: {list_id, email}}}) → 202 with an empty body (the specification's success);
//   400 {errors: [{status: '400', title, detail}]} as JSON:API reports errors.
// - POST /klaviyo/email-myself (JSON emails[1–3], body, subscribe, cart_id, products…) →
//   200 {ok: true}; 400 {ok: false, error}. The basePath is '/' on every demo page, so this is
//   the only {basePath}klaviyo/email-myself there is.
// - GET /user/membership/renewal → 200 {enrolled: true} for a signed-in visitor; 403 otherwise.
// - GET /geo/lookup → {countryCode, regionName, cityName} (shop/geolocation.ts simulates it).
// - GET /css/newsletter.css → the CMS's popup stylesheet; ?fail=1 answers 404 (the error case).
//
// Nothing here is cached: each answer depends on the request or changes state.

const MAX_BODY_BYTES = 64 * 1024;
const MAX_LIST_ID = 64;
const MAX_EMAILS = 3;
const MAX_MESSAGE = 2000;

type Json = { ok: true; value: unknown } | { ok: false };

async function jsonBody(c: Context): Promise<Json> {
  try {
    return { ok: true, value: JSON.parse(await c.req.text()) as unknown };
  } catch {
    return { ok: false };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A list id: trimmed, non-empty, short, no spaces or markup (Klaviyo's ids are alphanumeric). */
function listId(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const id = raw.trim();
  return id !== '' && id.length <= MAX_LIST_ID && /^[\w-]+$/.test(id) ? id : null;
}

function jsonApiError(c: Context, detail: string): Response {
  return c.json({ errors: [{ status: '400', title: 'Invalid subscription', detail }] }, 400, {
    'Content-Type': 'application/vnd.api+json',
  });
}

/** One valid address per entry (trimmed), 1–3 of them, or null. */
function emailList(raw: unknown): string[] | null {
  if (!Array.isArray(raw) || raw.length < 1 || raw.length > MAX_EMAILS) return null;
  const emails: string[] = [];
  for (const entry of raw) {
    if (typeof entry !== 'string') return null;
    const checked = checkEmail(entry);
    if (!checked.ok) return null;
    emails.push(checked.value);
  }
  return emails;
}

export const NEWSLETTER_CSS = `/* The CMS's newsletter popup styles (spec/marketing.md §7): the popup content's own classes. */
.newsletter-popup__eyebrow {
  margin: 0 0 4px;
  font-size: 13px;
  font-weight: 600;
  letter-spacing: 0.08em;
  text-transform: uppercase;
}
.newsletter-popup__title {
  margin: 0 0 8px;
  font-size: clamp(22px, 5vw, 28px);
  line-height: 1.2;
}
.newsletter-popup__lead {
  margin: 0 0 12px;
}
.newsletter-popup__fine {
  margin: 8px 0 0;
  font-size: 13px;
  opacity: 0.8;
}
`;

export function marketingRoutes(deps: DemoDeps): Hono<DemoHostEnv> {
  const app = new Hono<DemoHostEnv>();
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ error: `The body is larger than ${MAX_BODY_BYTES} bytes` }, 413),
  });
  app.use('/klaviyo/*', limit);
  app.use('/api/email-marketing/*', limit);
  // Not '*': a sub-app's '*' middleware would apply to every page of the host once mounted.
  for (const path of [
    '/klaviyo/*',
    '/api/email-marketing/*',
    '/user/membership/renewal',
    '/geo/*',
  ]) {
    app.use(path, async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    });
  }

  app.post('/klaviyo/api/subscribe', postedFields, (c) => {
    const fields = c.req.valid('form');
    const email = checkEmail(fields['email']);
    if (!email.ok) return c.json({ success: false, error: email.error }, 400);
    const list = listId(fields['list']);
    if (!list) return c.json({ success: false, error: 'list must be a list id' }, 400);
    const rawList2 = fields['list2']?.trim() ?? '';
    const list2 = rawList2 === '' ? null : listId(rawList2);
    if (rawList2 !== '' && !list2) {
      return c.json({ success: false, error: 'list2 must be a list id' }, 400);
    }
    addSubscription(deps.db, { email: email.value, list, list2, source: 'klaviyo' });
    return c.json({ success: true });
  });

  app.post('/api/email-marketing/subscriptions', async (c) => {
    const body = await jsonBody(c);
    if (!body.ok) return jsonApiError(c, 'The body is not valid JSON');
    const data = isRecord(body.value) ? body.value['data'] : undefined;
    if (!isRecord(data) || data['type'] !== 'subscription' || !isRecord(data['attributes'])) {
      return jsonApiError(c, "data must be {type: 'subscription', attributes: {list_id, email}}");
    }
    const attributes = data['attributes'];
    const list = listId(attributes['list_id']);
    if (!list) return jsonApiError(c, 'list_id must be a list id');
    const raw = attributes['email'];
    const email = checkEmail(typeof raw === 'string' ? raw : undefined);
    if (!email.ok) return jsonApiError(c, email.error);
    addSubscription(deps.db, { email: email.value, list, list2: null, source: 'email-marketing' });
    return c.body(null, 202);
  });

  app.post('/klaviyo/email-myself', async (c) => {
    const body = await jsonBody(c);
    if (!body.ok || !isRecord(body.value)) {
      return c.json({ ok: false, error: 'The body must be a JSON object' }, 400);
    }
    const { emails: rawEmails, body: message, subscribe, ...cart } = body.value;
    const emails = emailList(rawEmails);
    if (!emails) {
      return c.json(
        { ok: false, error: `emails must hold 1 to ${MAX_EMAILS} valid addresses` },
        400,
      );
    }
    if (typeof message !== 'string' || message.length > MAX_MESSAGE) {
      return c.json(
        { ok: false, error: `body must be text of at most ${MAX_MESSAGE} characters` },
        400,
      );
    }
    if (typeof subscribe !== 'boolean') {
      return c.json({ ok: false, error: 'subscribe must be true or false' }, 400);
    }
    const cartId = cart['cart_id'];
    if (typeof cartId !== 'string' && typeof cartId !== 'number') {
      return c.json({ ok: false, error: 'cart_id is required' }, 400);
    }
    if (cart['products'] !== undefined && !Array.isArray(cart['products'])) {
      return c.json({ ok: false, error: 'products must be a list' }, 400);
    }
    addEmailCartSend(deps.db, { emails, body: message, subscribe, cart });
    return c.json({ ok: true });
  });

  app.get('/user/membership/renewal', (c) => {
    const { user } = c.get('visitor');
    if (!user) return c.json({ enrolled: false, error: 'Sign in to renew your membership.' }, 403);
    addRenewal(deps.db, user.uid, 'overlay');
    return c.json({ enrolled: true });
  });

  app.get('/geo/lookup', (c) =>
    c.json(
      simulateGeoLookup({
        cookie: getCookie(c, CITY_COOKIE),
        query: c.req.query('city'),
        country: c.get('shop').country,
      }),
    ),
  );

  app.get('/css/newsletter.css', (c) => {
    // The specification's failure path ('Error loading newsletter CSS') needs a stylesheet that fails.
    if (c.req.query('fail') !== undefined) return c.text('/* not found */', 404);
    return c.body(NEWSLETTER_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' });
  });

  // The pages these endpoints serve: registered here so server.ts gains one line only.
  app.route('/', campaignPageRoutes(deps));
  app.route('/', membershipRoutes(deps));
  return app;
}
