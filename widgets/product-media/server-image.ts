/** The server's own product image: what the page showed before the element upgraded. */
export interface ServerImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** The illustration size the demo host and the CMS templates use when none is given (4:3). */
const DEFAULT_SIZE = { width: 800, height: 600 };

/**
 * Finds the first <img> of the element's server fallback (the nodes createRoveElement keeps aside,
 * the view's `serverNodes`), so the gallery can start from it and fall back to it.
 *
 * @example serverImage(serverNodes())?.alt // 'Demo In-Stock Lounge Chair'
 */
export function serverImage(fallback: readonly Node[]): ServerImage | null {
  for (const node of fallback) {
    // Our own view is never the server's: a renderer that painted before the copy was taken
    // (preact renders synchronously) must not make the gallery its own fallback.
    if (!(node instanceof Element) || node.classList.contains('rove-product-media')) continue;
    const img = node instanceof HTMLImageElement ? node : node.querySelector('img');
    const src = img?.getAttribute('src');
    if (!img || !src) continue;
    const size = (name: string, otherwise: number) => {
      const value = Number(img.getAttribute(name));
      return Number.isFinite(value) && value > 0 ? value : otherwise;
    };
    return {
      src,
      alt: img.getAttribute('alt') ?? '',
      width: size('width', DEFAULT_SIZE.width),
      height: size('height', DEFAULT_SIZE.height),
    };
  }
  return null;
}
