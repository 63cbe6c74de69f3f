import { srcsetFor } from '../../core/responsive-image';

/**
 * Image behaviours of every page (spec/shell.md §2), in one small chunk loaded when the page has
 * images. Listeners are delegated to the document, so cards that infinite scroll adds later
 * are covered too.
 *
 * - Right-click is blocked on product images: `.product-card img`, `[data-rove-protect] img`,
 *   `img[data-rove-protect]` (the product gallery blocks its own). Links and other images keep
 *   their menu.
 * - Print shows originals: on `beforeprint` (and when the print media query starts matching)
 *   lazy images load eagerly and `data-src` / `data-srcset` replace the placeholders.
 * - Responsive widths 320/480/768: `img[data-rove-responsive]` gets a srcset of those widths
 *   and `sizes` from the attribute's value (default 100vw).
 *
 * @example start(document) // once per page, by the loader's runtime
 */
export const PROTECTED_IMAGES =
  '.product-card img, [data-rove-protect] img, img[data-rove-protect]';

const started = new WeakSet<Document>();

export function start(doc: Document = document): void {
  if (started.has(doc)) return;
  started.add(doc);
  doc.addEventListener('contextmenu', (event) => {
    const target = event.target as Element | null;
    if (target?.matches?.(PROTECTED_IMAGES)) event.preventDefault();
  });
  const win = doc.defaultView;
  win?.addEventListener('beforeprint', () => showOriginals(doc));
  // Some browsers print without beforeprint (Safari's older versions, print previews of
  // embedded pages); the media query still changes.
  win?.matchMedia?.('print').addEventListener?.('change', (event) => {
    if (event.matches) showOriginals(doc);
  });
  addResponsiveSources(doc);
}

/**
 * Swaps lazy images for their originals. Each `data-*` source is moved, not copied, so a
 * second print (or both print signals) fetches nothing again.
 */
export function showOriginals(doc: Document): void {
  doc.querySelectorAll<HTMLImageElement>('img[loading="lazy"]').forEach((img) => {
    img.loading = 'eager';
  });
  doc.querySelectorAll<HTMLImageElement>('img[data-src], img[data-srcset]').forEach((img) => {
    const { src, srcset } = img.dataset;
    // srcset first: with both set, the browser picks from srcset, and src alone would
    // fetch an image that is then replaced.
    if (srcset) img.srcset = srcset;
    if (src && img.getAttribute('src') !== src) img.src = src;
    delete img.dataset['src'];
    delete img.dataset['srcset'];
  });
}

/** Adds the 320/480/768 srcset to `img[data-rove-responsive]` that have none yet. */
export function addResponsiveSources(doc: Document): void {
  doc
    .querySelectorAll<HTMLImageElement>('img[data-rove-responsive]:not([srcset])')
    .forEach((img) => {
      const srcset = srcsetFor(img.getAttribute('src') ?? '', doc.location.origin);
      if (!srcset) return; // another origin's image: its server does not know ?w=
      img.sizes = img.dataset['roveResponsive']?.trim() || '100vw';
      img.srcset = srcset;
    });
}
