import { swatchRequestMessages } from '../../core/i18n/swatch-request';
import { markup, type SafeHtml } from '../lib/html';
import type { SwatchCountryCode, SwatchFixture } from '../fixtures/swatches';
import { breadcrumbs } from './breadcrumbs';

// The swatch request page (spec/product.md §2: /swatch-request and /swatch-request-intl/{UK|US|CA}).
// What the server renders inside <rove-swatch-request> is a complete form that posts to the page
// itself, so a visitor whose scripts do not run can still ask for swatches; the widget replaces
// it with the stepped list / address form once it mounts.

// The widget's own words for the fields, so the form reads the same before and after it mounts.
const { name, email, address1, address2, city, province, postal_code, country, phone } =
  swatchRequestMessages.en;
export const ADDRESS_FIELD_LABELS = {
  name,
  email,
  address1,
  address2,
  city,
  province,
  postal_code,
  country,
  phone,
} as const;

export type SwatchFormField = keyof typeof ADDRESS_FIELD_LABELS;

const COUNTRY_LABELS: Readonly<Record<SwatchCountryCode, string>> = {
  124: 'Canada',
  840: 'United States',
  410: 'Korea',
  826: 'United Kingdom',
  36: 'Australia',
  344: 'Hong Kong',
};

export interface SwatchPageOptions {
  title: string;
  /** Where the page's own form posts (the page's path). */
  action: string;
  swatches: readonly SwatchFixture[];
  limit: number;
  countries: readonly SwatchCountryCode[];
  /** The selection to show checked (kept, or what a refused post sent). */
  selected: readonly number[];
  /** Values a refused post sent back, and the message per field. */
  values?: Partial<Record<SwatchFormField, string>>;
  errors?: Partial<Record<SwatchFormField | 'selected', string>>;
  /** The form was just sent (the no-script path's thank-you). */
  sent?: boolean;
}

function chip(color: string): SafeHtml {
  // An SVG fill attribute, not a style attribute: the page's CSP has no 'unsafe-inline' styles.
  return markup`<svg class="swatch-form__chip" width="40" height="30" viewBox="0 0 40 30" aria-hidden="true" focusable="false"><rect width="40" height="30" rx="4" fill="${color}"/></svg>`;
}

function field(
  name: SwatchFormField,
  options: SwatchPageOptions,
  control: SafeHtml | null = null,
): SafeHtml {
  const error = options.errors?.[name];
  const id = `swatch-${name}`;
  const described = error ? markup` aria-describedby="${id}-error" aria-invalid="true"` : '';
  const type = name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text';
  return markup`<p class="swatch-form__field">
        <label for="${id}">${ADDRESS_FIELD_LABELS[name]}</label>
        ${
          control ??
          markup`<input id="${id}" name="${name}" type="${type}" maxlength="${name === 'email' ? 254 : 128}" value="${options.values?.[name] ?? ''}"${described}>`
        }
        ${error ? markup`<span class="swatch-form__error" id="${id}-error">${error}</span>` : ''}
      </p>`;
}

export function swatchRequestPage(options: SwatchPageOptions): SafeHtml {
  const { swatches, limit, countries } = options;
  const country = options.values?.country ?? String(countries[0] ?? '');
  const countryError = options.errors?.country;
  const countrySelect = markup`<select id="swatch-country" name="country"${countryError ? markup` aria-describedby="swatch-country-error" aria-invalid="true"` : ''}>${countries.map(
    (code) =>
      markup`<option value="${code}"${String(code) === country ? ' selected' : ''}>${COUNTRY_LABELS[code]}</option>`,
  )}</select>`;
  const listError = options.errors?.selected;
  return markup`${breadcrumbs([{ label: 'Home', href: '/' }, { label: options.title }])}
    <header class="page-head">
      <h1 class="page-head__title">${options.title}</h1>
      <p class="page-head__lead">Choose up to ${limit} fabrics and we will post the swatches to you for free.</p>
    </header>
    ${options.sent ? markup`<p class="site-notice swatch-sent" role="status">Thank you! Your swatch request has been sent.</p>` : ''}
    <rove-swatch-request>
      <form class="swatch-form" method="post" action="${options.action}">
        <fieldset class="swatch-form__swatches"${listError ? markup` aria-describedby="swatch-selected-error"` : ''}>
          <legend>Choose up to ${limit} swatches</legend>
          ${listError ? markup`<p class="swatch-form__error" id="swatch-selected-error">${listError}</p>` : ''}
          <ul class="swatch-form__list">${swatches.map(
            (swatch) =>
              markup`<li><label>${chip(swatch.color)}<input type="checkbox" name="swatch" value="${swatch.id}"${options.selected.includes(swatch.id) ? ' checked' : ''}> ${swatch.name} <small>${swatch.group}</small></label></li>`,
          )}</ul>
        </fieldset>
        <fieldset class="swatch-form__address">
          <legend>Where should we send them?</legend>
          ${field('name', options)}
          ${field('email', options)}
          ${field('country', options, countrySelect)}
          ${field('address1', options)}
          ${field('address2', options)}
          ${field('city', options)}
          ${field('province', options)}
          ${field('postal_code', options)}
          ${field('phone', options)}
        </fieldset>
        <button class="button" type="submit">Request swatches</button>
      </form>
    </rove-swatch-request>`;
}
