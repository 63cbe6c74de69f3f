import { enhanceFilterForm } from '../shared/forms/filter-form';

/** The server markup <rove-listing> enhances, and the containers it adds beside it. */
export interface ListingParts {
  grid: HTMLElement;
  /** Before the grid: the grid toggle. */
  toolbar: HTMLElement;
  /** Inside the grid (display: contents): the appended cards, grid items like the server's. */
  cards: HTMLElement;
  /** After the grid: the React root (status, 'Load more', back to top). */
  footer: HTMLElement;
  /** Puts the server's markup back as it was (on failure or removal). */
  restore: () => void;
}

const HEX = /^#[0-9a-f]{6}$/i;

function container(doc: Document, className: string): HTMLElement {
  const div = doc.createElement('div');
  div.className = className;
  return div;
}

/**
 * Takes over the server's grid without re-creating its cards (their <rove-love> stay mounted and
 * keyboard focus stays where it is): the grid's layout class becomes ours (the host's unlayered
 * .product-grid rules would beat @layer rove), the pager leaves (infinite scroll and 'Load more'
 * replace it) and three empty containers are added for React to own. undefined when there is no
 * grid: the server's markup then stays as it is.
 */
export function enhanceListing(host: HTMLElement): ListingParts | undefined {
  const grid = host.querySelector<HTMLElement>('.product-grid');
  if (!grid) return undefined;
  const doc = host.ownerDocument;
  const pager = host.querySelector<HTMLElement>('.pager');
  const form = host.querySelector<HTMLFormElement>('form.rove-listing-filters');
  const listeners = new AbortController();

  const toolbar = container(doc, 'rove-listing__toolbar');
  const cards = container(doc, 'rove-listing__more');
  const footer = container(doc, 'rove-listing__footer-root');
  grid.before(toolbar);
  grid.append(cards);
  grid.after(footer);
  grid.classList.replace('product-grid', 'rove-listing__grid');
  // Taken out rather than hidden: a host's `.pager { display: flex }` would beat [hidden].
  const pagerPlace = doc.createComment('rove-listing pager');
  pager?.replaceWith(pagerPlace);
  if (form) enhanceFilterForm(form, listeners.signal);
  // Server swatches carry their colour as data (a strict CSP forbids style attributes); the
  // CSSOM may set it.
  for (const swatch of grid.querySelectorAll<HTMLElement>('.product-card__swatch[data-hex]')) {
    const hex = swatch.dataset['hex'] ?? '';
    if (HEX.test(hex)) swatch.style.backgroundColor = hex;
  }

  return {
    grid,
    toolbar,
    cards,
    footer,
    restore: () => {
      listeners.abort();
      toolbar.remove();
      cards.remove();
      footer.remove();
      grid.classList.replace('rove-listing__grid', 'product-grid');
      delete grid.dataset['columns'];
      if (pager) pagerPlace.replaceWith(pager);
    },
  };
}
