import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { isValidEmail } from '../../core/validate/email';
import { normalizeSwatchPhone } from '../../core/validate/phone';
import { isPostalCode } from '../../core/validate/postal';
import type { DemoDeps, DemoHostEnv } from '../context';
import { addSwatchRequest, saveSwatchSelection, swatchSelection } from '../db/swatch';
import {
  INTL_SWATCH_PAGES,
  SWATCHES,
  SWATCH_COUNTRY_CODES,
  SWATCH_LIMIT,
  type SwatchCountryCode,
} from '../fixtures/swatches';
import { layout } from '../templates/layout';
import {
  ADDRESS_FIELD_LABELS,
  swatchRequestPage,
  type SwatchFormField,
} from '../templates/swatch-request-page';
import { pageContext } from './page-context';
import {
  DEMO_KOREAN_POSTCODE,
  DEMO_MAPS,
  MAPS_PLACES_SCRIPT,
} from '../simulations/provider-scripts';

// The swatch request pages and endpoints (spec/product.md §2, §3, §5, §7). The specification shows no payload
// or answer, so the demo's are (README.md of widgets/swatch-request):
//
// - GET /swatch-request, /swatch-request-intl/{UK|US|CA}: the page, with settings.swatch_request
//   {limit, swatches, selected, has_been_submitted, countries} (the intl pages offer one country).
// - POST /swatch-request/selection JSON {selected: number[]} → {selected, has_been_submitted:
//   false}: keeps the visitor's selection so a reload shows it until it is submitted.
// - POST /swatch-request/submit JSON {selected, address: {name, email, address1, address2, city,
//   province, postal_code, country (number), phone}} → {ok: true, id, has_been_submitted: true};
//   400 {ok: false, errors: {field: message}} when a rule fails (the SDK checks the same first).
// - POST /swatch-request and /swatch-request-intl/{UK|US|CA}: the page's own form (no scripts),
//   urlencoded; 303 back to the page with ?sent=1, or the page again with its errors (400).

const MAX_BODY_BYTES = 16 * 1024;
const MAX_FIELD = 128;
const ALL_CODES = Object.values(SWATCH_COUNTRY_CODES) as SwatchCountryCode[];
const KNOWN_IDS = new Set(SWATCHES.map((swatch) => swatch.id));
const PROVINCE_REQUIRED = new Set<SwatchCountryCode>([840, 124, 36]);
const PHONE_MIN_DIGITS: Readonly<Record<SwatchCountryCode, number>> = {
  840: 10,
  124: 10,
  410: 9,
  826: 10,
  36: 9,
  344: 8,
};
const REQUIRED = 'Required';
const INVALID = 'Invalid';

type Errors = Partial<Record<SwatchFormField | 'selected', string>>;

export interface SwatchSubmission {
  selected: number[];
  name: string;
  email: string;
  address1: string;
  address2: string;
  city: string;
  province: string;
  postal_code: string;
  country: SwatchCountryCode;
  phone: string;
}

/** Option ids: known swatches, each once, 1 to the limit; null when any entry is wrong. */
export function checkSelection(
  raw: unknown,
): { ok: true; value: number[] } | { ok: false; error: string } {
  if (!Array.isArray(raw)) return { ok: false, error: 'selected must be an array of option ids' };
  const ids = raw.map((entry) =>
    typeof entry === 'string' && /^\d+$/.test(entry) ? Number(entry) : entry,
  );
  if (!ids.every((id): id is number => typeof id === 'number' && KNOWN_IDS.has(id))) {
    return { ok: false, error: 'selected holds an unknown option id' };
  }
  if (new Set(ids).size !== ids.length)
    return { ok: false, error: 'selected repeats an option id' };
  if (ids.length > SWATCH_LIMIT) {
    return { ok: false, error: `Error message: Please limit your selection to ${SWATCH_LIMIT}.` };
  }
  return { ok: true, value: ids };
}

function text(raw: unknown): string {
  return typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : '';
}

/** The server's own check of a request (the same rules as the SDK's; never trust the page). */
export function checkSubmission(
  body: Record<string, unknown>,
  allowed: readonly SwatchCountryCode[] = ALL_CODES,
): { ok: true; value: SwatchSubmission } | { ok: false; errors: Errors } {
  const errors: Errors = {};
  const selection = checkSelection(body['selected']);
  if (!selection.ok) errors.selected = selection.error;
  else if (selection.value.length === 0) errors.selected = 'Please select at least one swatch.';

  const address = (body['address'] ?? {}) as Record<string, unknown>;
  const value = (field: SwatchFormField) => text(address[field]);
  for (const field of Object.keys(ADDRESS_FIELD_LABELS) as SwatchFormField[]) {
    if (value(field).length > (field === 'email' ? 254 : MAX_FIELD)) errors[field] = INVALID;
  }
  for (const field of ['name', 'address1', 'city'] as const) {
    if (value(field) === '') errors[field] = REQUIRED;
  }
  if (value('email') === '') errors.email = REQUIRED;
  else if (!isValidEmail(value('email'))) errors.email = INVALID;

  const code = Number(value('country')) as SwatchCountryCode;
  const country = allowed.includes(code) ? code : null;
  if (value('country') === '') errors.country = REQUIRED;
  else if (country === null) errors.country = INVALID;
  if (country !== null) {
    if (PROVINCE_REQUIRED.has(country) && value('province') === '') errors.province = REQUIRED;
    const postal = value('postal_code');
    const shop = countryOf(country);
    if (postal === '' && country !== 344) errors.postal_code = REQUIRED;
    else if (postal !== '' && country === 410 && !/^\d{5}$/.test(postal))
      errors.postal_code = INVALID;
    else if (postal !== '' && country !== 410 && country !== 344 && !isPostalCode(postal, shop)) {
      errors.postal_code = INVALID;
    }
  }
  // spec/product.md §5: digits only, a leading 1 or +1 dropped, 10 digits at most.
  const phone = normalizeSwatchPhone(value('phone'));
  if (phone === '') errors.phone = REQUIRED;
  else if (phone.length < PHONE_MIN_DIGITS[country ?? 840]) errors.phone = INVALID;

  if (Object.keys(errors).length > 0 || !selection.ok || country === null)
    return { ok: false, errors };
  return {
    ok: true,
    value: {
      selected: selection.value,
      name: value('name'),
      email: value('email'),
      address1: value('address1'),
      address2: value('address2'),
      city: value('city'),
      province: value('province'),
      postal_code: value('postal_code').toUpperCase(),
      country,
      phone,
    },
  };
}

function countryOf(code: SwatchCountryCode) {
  const entry = Object.entries(SWATCH_COUNTRY_CODES).find(([, value]) => value === code);
  return (entry?.[0] ?? 'US') as keyof typeof SWATCH_COUNTRY_CODES;
}

async function jsonBody(c: Context): Promise<Record<string, unknown> | null> {
  try {
    const value: unknown = JSON.parse(await c.req.text());
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

interface PageSpec {
  path: string;
  title: string;
  countries: readonly SwatchCountryCode[];
}

function pageSpec(intl: string | undefined): PageSpec | null {
  if (intl === undefined)
    return { path: '/swatch-request', title: 'Free Swatches', countries: ALL_CODES };
  if (!Object.hasOwn(INTL_SWATCH_PAGES, intl)) return null;
  const code = INTL_SWATCH_PAGES[intl as keyof typeof INTL_SWATCH_PAGES];
  return {
    path: `/swatch-request-intl/${intl}`,
    title: `Free Swatches (${intl})`,
    countries: [code],
  };
}

export function swatchRequestRoutes(deps: DemoDeps): Hono<DemoHostEnv> {
  const app = new Hono<DemoHostEnv>();
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) =>
      c.json({ ok: false, error: `The body is larger than ${MAX_BODY_BYTES} bytes` }, 413),
  });
  for (const path of ['/swatch-request', '/swatch-request/*', '/swatch-request-intl/*']) {
    app.use(path, async (c, next) => {
      await next();
      // Per visitor (the kept selection): never cached.
      c.header('Cache-Control', 'no-store');
    });
  }
  app.use('/swatch-request/*', limit);

  const renderPage = (
    c: Context<DemoHostEnv>,
    spec: PageSpec,
    form: { values?: Record<string, string>; errors?: Errors; selected?: number[] } = {},
    status: 200 | 400 = 200,
  ) => {
    const { chrome, settings } = pageContext(c, deps);
    const kept = swatchSelection(deps.db, c.get('visitor').loveKey);
    const shopCode = SWATCH_COUNTRY_CODES[chrome.shop.country];
    const countries = spec.countries.includes(shopCode)
      ? [shopCode, ...spec.countries.filter((code) => code !== shopCode)]
      : spec.countries;
    const selected = form.selected ?? (kept.hasBeenSubmitted ? [] : kept.selected);
    const page = layout({
      chrome,
      title: spec.title,
      description: `Order up to ${SWATCH_LIMIT} free fabric swatches to see the colour at home.`,
      bodyClasses: ['page-swatch-request'],
      settings: {
        kind: 'json',
        settings: {
          ...settings,
          koreanPostcode: DEMO_KOREAN_POSTCODE,
          maps: DEMO_MAPS,
          swatch_request: {
            limit: SWATCH_LIMIT,
            swatches: SWATCHES,
            selected: kept.selected,
            has_been_submitted: kept.hasBeenSubmitted,
            countries,
          },
        },
      },
      main: swatchRequestPage({
        title: spec.title,
        action: spec.path,
        swatches: SWATCHES,
        limit: SWATCH_LIMIT,
        countries,
        selected,
        ...(form.values ? { values: form.values } : {}),
        ...(form.errors ? { errors: form.errors } : {}),
        sent: c.req.query('sent') === '1',
      }),
      // A host that loads Google Maps itself (the demo's simulation; see DEMO_MAPS).
      bodyStart: MAPS_PLACES_SCRIPT,
    });
    return c.html(page.toString(), status);
  };

  app.get('/swatch-request', (c) => renderPage(c, pageSpec(undefined) as PageSpec));
  app.get('/swatch-request-intl/:country', (c) => {
    const spec = pageSpec(c.req.param('country'));
    return spec ? renderPage(c, spec) : c.notFound();
  });

  // The page's own form, for visitors without scripts.
  const postForm = async (c: Context<DemoHostEnv>, spec: PageSpec) => {
    let body: Record<string, string | File | (string | File)[]>;
    try {
      body = await c.req.parseBody({ all: true });
    } catch {
      body = {};
    }
    const raw = body['swatch'];
    const selected = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).filter(
      (entry): entry is string => typeof entry === 'string',
    );
    const values: Record<string, string> = {};
    for (const field of Object.keys(ADDRESS_FIELD_LABELS)) {
      const entry = body[field];
      if (typeof entry === 'string') values[field] = entry;
    }
    const checked = checkSubmission({ selected, address: values }, spec.countries);
    if (!checked.ok) {
      const ids = selected.map(Number).filter((id) => KNOWN_IDS.has(id));
      return renderPage(c, spec, { values, errors: checked.errors, selected: ids }, 400);
    }
    addSwatchRequest(deps.db, c.get('visitor').loveKey, { ...checked.value, source: 'form' });
    return c.redirect(`${spec.path}?sent=1`, 303);
  };
  app.post('/swatch-request', limit, (c) => postForm(c, pageSpec(undefined) as PageSpec));
  app.post('/swatch-request-intl/:country', limit, (c) => {
    const spec = pageSpec(c.req.param('country'));
    return spec ? postForm(c, spec) : c.notFound();
  });

  app.post('/swatch-request/selection', async (c) => {
    const body = await jsonBody(c);
    const checked = checkSelection(body?.['selected']);
    if (!checked.ok) return c.json({ ok: false, error: checked.error }, 400);
    saveSwatchSelection(deps.db, c.get('visitor').loveKey, checked.value);
    return c.json({ selected: checked.value, has_been_submitted: false });
  });

  app.post('/swatch-request/submit', async (c) => {
    const body = await jsonBody(c);
    if (!body)
      return c.json({ ok: false, errors: { selected: 'The body is not valid JSON' } }, 400);
    const checked = checkSubmission(body);
    if (!checked.ok) return c.json({ ok: false, errors: checked.errors }, 400);
    const id = addSwatchRequest(deps.db, c.get('visitor').loveKey, {
      ...checked.value,
      source: 'sdk',
    });
    return c.json({ ok: true, id, has_been_submitted: true });
  });

  return app;
}
