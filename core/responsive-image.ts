/**
 * The site's responsive image widths (spec/shell.md §2 'Responsive image widths 320, 480 and 768'),
 * in one place for the page behaviour that writes srcsets and the demo host that serves them.
 */
export const RESPONSIVE_WIDTHS = [320, 480, 768] as const;

export type ResponsiveWidth = (typeof RESPONSIVE_WIDTHS)[number];

/** Whether a number is one of the widths the image routes answer. */
export const isResponsiveWidth = (value: number): value is ResponsiveWidth =>
  (RESPONSIVE_WIDTHS as readonly number[]).includes(value);

/**
 * A srcset for a same-origin image (`?w=` added to its query, other parameters kept), or
 * undefined for another origin's image, whose server would not understand `?w=`.
 *
 * @example srcsetFor('/images/product/12.svg', 'https://shop.example')
 * // '/images/product/12.svg?w=320 320w, /images/product/12.svg?w=480 480w, /images/product/12.svg?w=768 768w'
 */
export function srcsetFor(url: string, origin: string = location.origin): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return undefined;
  }
  if (parsed.origin !== origin || !/^https?:$/.test(parsed.protocol)) return undefined;
  return RESPONSIVE_WIDTHS.map((width) => {
    const sized = new URL(parsed);
    sized.searchParams.set('w', String(width));
    // Path-relative, as the page wrote it: a srcset that names our own host is longer and
    // breaks behind a proxy that rewrites hosts.
    return `${sized.pathname}${sized.search} ${width}w`;
  }).join(', ');
}
