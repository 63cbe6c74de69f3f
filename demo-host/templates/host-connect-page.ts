import {
  HOST_FILTERS,
  HOST_FILTER_KEYS,
  type Host,
  type HostFilterKey,
  type HostFilterValues,
  type HostProduct,
} from '../fixtures/hosts';
import { jsonForScript } from '../../core/json-script';
import { markup, trusted, type SafeHtml } from '../lib/html';
import { breadcrumbs } from './breadcrumbs';

// The host-connect listing (spec/product.md §2 'Host Program'): a GET filter form, the first page of
// host cards, a pager and the host FAQ — all working without JavaScript (the cards link to each
// host's page, the pager and the form are plain GET). <rove-host-listing> enhances the form, the
// cards and the pager; <rove-accordion> turns the FAQ into an accordion. The page's own styles
// (HOST_CONNECT_CSS, the CMS theme's part) hold the layout before the elements load.

export const HOST_CONNECT_PATH = '/host-connect';
export const HOST_CONNECT_CSS_PATH = '/host-connect/host-connect.css';

/** One page of the listing: what the page renders and what the JSON reply carries. */
export interface HostPageData {
  hosts: readonly Host[];
  page: number;
  pages: number;
  total: number;
}

const FILTER_LABELS: Readonly<Record<HostFilterKey, { label: string; any: string }>> = {
  city: { label: 'City', any: 'All cities' },
  style: { label: 'Style', any: 'All styles' },
  room: { label: 'Room', any: 'All rooms' },
};

export const HOST_FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'What is the Host Program?',
    answer:
      'Hosts open their homes to neighbours who want to see our furniture in a real room before they buy.',
  },
  {
    question: 'How do I visit a host?',
    answer:
      'Choose a host, look through the photos of their home and send a visit request. The host confirms a time that suits them.',
  },
  {
    question: 'What do hosts earn?',
    answer:
      'Hosts earn store credit for every visit and a reward when a visitor buys a product shown in their home.',
  },
  {
    question: 'How do I become a host?',
    answer:
      'Apply with a few photos of the rooms where our products live. We reply within two weeks.',
  },
];

/** '1 host' / 'N hosts' (the same words the element announces). */
export function hostCountText(total: number): string {
  return total === 1 ? '1 host' : `${total} hosts`;
}

/** The listing's address for filters and a page (page 1 and empty filters left out). */
export function hostListingHref(filters: HostFilterValues, page: number): string {
  const params = new URLSearchParams();
  for (const key of HOST_FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `${HOST_CONNECT_PATH}${query ? `?${query}` : ''}`;
}

function filterForm(filters: HostFilterValues): SafeHtml {
  return markup`<form class="rove-host-listing__filters" method="get" action="${HOST_CONNECT_PATH}" aria-label="Filter hosts">
    ${HOST_FILTER_KEYS.map(
      (key) => markup`<label class="rove-host-listing__filter">
        <span>${FILTER_LABELS[key].label}</span>
        <select name="${key}">
          <option value="">${FILTER_LABELS[key].any}</option>
          ${HOST_FILTERS[key].map(
            (value) =>
              markup`<option value="${value}"${filters[key] === value ? trusted(' selected') : ''}>${value}</option>`,
          )}
        </select>
      </label>`,
    )}
    <button type="submit" class="rove-host-listing__apply">Apply filters</button>
  </form>`;
}

function hostCard(host: Host): SafeHtml {
  const cover = host.photos[0];
  return markup`<li class="rove-host-card">
      <a class="rove-host-card__photo" href="${host.url}">${
        cover
          ? markup`<img src="${cover.small}" width="400" height="400" loading="lazy" alt="${host.fname}’s ${host.room.toLowerCase()} in ${host.city}">`
          : ''
      }</a>
      <h3 class="rove-host-card__name">${host.fname} ${host.lname}</h3>
      <p class="rove-host-card__meta">${host.city} · ${host.style} · ${host.room}</p>
      <a class="rove-host-card__open" href="${host.url}">Visit ${host.fname}’s home</a>
    </li>`;
}

function pager(filters: HostFilterValues, page: number, pages: number): SafeHtml {
  if (pages <= 1)
    return markup`<nav class="rove-host-listing__pager" aria-label="Host pages"></nav>`;
  const link = (n: number, label: string, rel?: string) =>
    markup`<a href="${hostListingHref(filters, n)}" data-page="${String(n)}"${rel ? trusted(` rel="${rel}"`) : ''}${n === page ? trusted(' aria-current="page"') : ''}>${label}</a>`;
  return markup`<nav class="rove-host-listing__pager" aria-label="Host pages">
      ${page > 1 ? link(page - 1, 'Previous', 'prev') : ''}
      ${Array.from({ length: pages }, (_, i) => link(i + 1, String(i + 1)))}
      ${page < pages ? link(page + 1, 'Next', 'next') : ''}
    </nav>`;
}

/** The results part the element takes over (same markup as its own render). */
function results(data: HostPageData, filters: HostFilterValues): SafeHtml {
  return markup`<div class="rove-host-listing__results">
      <p class="rove-host-listing__count">${hostCountText(data.total)}</p>
      ${
        data.hosts.length > 0
          ? markup`<ul class="rove-host-listing__grid">${data.hosts.map(hostCard)}</ul>`
          : markup`<p class="rove-host-listing__empty">No hosts match these filters.</p>`
      }
      ${pager(filters, data.page, data.pages)}
    </div>`;
}

function faq(): SafeHtml {
  return markup`<section class="host-faq" aria-labelledby="host-faq-title">
      <h2 id="host-faq-title">Host FAQ</h2>
      <rove-accordion class="rove-accordion">
        ${HOST_FAQ.map(
          (item) => markup`<div class="rove-accordion__item">
          <h3 class="rove-accordion__heading">${item.question}</h3>
          <div class="rove-accordion__panel"><p>${item.answer}</p></div>
        </div>`,
        )}
      </rove-accordion>
    </section>`;
}

export function hostConnectPage(data: HostPageData, filters: HostFilterValues): SafeHtml {
  return markup`<link rel="stylesheet" href="${HOST_CONNECT_CSS_PATH}">
    ${breadcrumbs([{ label: 'Home', href: '/' }, { label: 'Host Program' }])}
    <header class="page-head">
      <h1 class="page-head__title">Host Program</h1>
      <p class="page-head__lead">See our furniture in real homes near you. Choose a host to look around their home and what is in it.</p>
    </header>
    <rove-host-listing>
      ${filterForm(filters)}
      ${results(data, filters)}
      <script type="application/json" class="rove-host-listing__data">${trusted(jsonForScript(data))}</script>
    </rove-host-listing>
    ${faq()}`;
}

/** 'name - option' or {name, option} → display text (the host's own page, no JavaScript). */
function productText(product: HostProduct): string {
  if (typeof product === 'string') return product;
  return product.option ? `${product.name} - ${product.option}` : product.name;
}

/** A host's own page: what a card links to without JavaScript. */
export function hostPage(host: Host): SafeHtml {
  return markup`<link rel="stylesheet" href="${HOST_CONNECT_CSS_PATH}">
    ${breadcrumbs([
      { label: 'Home', href: '/' },
      { label: 'Host Program', href: HOST_CONNECT_PATH },
      { label: `${host.fname} ${host.lname}` },
    ])}
    <header class="page-head">
      <h1 class="page-head__title">${host.fname} ${host.lname}</h1>
      <p class="page-head__lead">${host.city} · ${host.style} · ${host.room}</p>
    </header>
    <ul class="rove-host-listing__grid" aria-label="Photos of ${host.fname}’s home">
      ${host.photos.map(
        (photo, n) =>
          markup`<li><a href="${photo.medium}"><img src="${photo.small}" width="400" height="400" loading="lazy" alt="Photo ${String(n + 1)} of ${host.fname}’s home"></a></li>`,
      )}
    </ul>
    <h2>In this home</h2>
    <ul>${host.products.map((product) => markup`<li>${productText(product)}</li>`)}</ul>`;
}

/** The CMS theme's rules for the server markup, so nothing moves when the elements load. */
export const HOST_CONNECT_CSS = `
.rove-host-listing__filters{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-end;margin:0 0 16px}
.rove-host-listing__filter{display:flex;flex-direction:column;gap:4px;font-size:14px;min-width:150px;flex:1 1 150px}
.rove-host-listing__filter select{min-height:44px;font:inherit;padding:0 8px}
.rove-host-listing__apply{min-height:44px;padding:0 16px;font:inherit}
.rove-host-listing__count{margin:0 0 12px;font-weight:600}
.rove-host-listing__grid{list-style:none;margin:0;padding:0;display:grid;gap:20px;grid-template-columns:repeat(auto-fill,minmax(220px,1fr))}
.rove-host-listing__grid img{display:block;width:100%;height:auto;aspect-ratio:1}
.rove-host-card{display:flex;flex-direction:column;gap:6px}
.rove-host-card__photo{display:block;padding:0;border:0;background:none;cursor:pointer;width:100%}
.rove-host-card__name{margin:4px 0 0;font-size:18px}
.rove-host-card__meta{margin:0;color:var(--muted,#555);font-size:14px}
.rove-host-card__open{display:inline-flex;align-items:center;min-height:44px;font:inherit;font-size:15px;padding:0;border:0;background:none;color:inherit;text-decoration:underline;cursor:pointer;align-self:flex-start}
.rove-host-listing__pager{display:flex;flex-wrap:wrap;gap:8px;margin:20px 0;min-height:44px}
.rove-host-listing__pager a{display:inline-flex;align-items:center;justify-content:center;min-width:44px;min-height:44px;padding:0 8px}
.rove-host-listing__pager a[aria-current="page"]{font-weight:700;text-decoration:none}
.host-faq{margin:40px 0}
.rove-accordion__heading{margin:0;font-size:17px;border-top:1px solid #ddd}
rove-accordion:not(:defined) .rove-accordion__heading{padding:12px 0}
.rove-accordion__panel{padding:0 0 12px}
`;
