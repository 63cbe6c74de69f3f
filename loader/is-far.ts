/**
 * Whether an element lies more than a screen's height above or below the viewport — the far
 * side of loader/when-near.ts's margin. Its own small module: the loader asks it of every tag
 * it finds, and fetches when-near.ts only when a tag turns out to be far.
 *
 * An element without a box (hidden, or a behaviour such as `<rove-popups>`) is never far: it is
 * loaded at once, as its work does not wait for a scroll.
 *
 * @example isFar(document.querySelector('rove-product-toggle')!) // true five screens down
 */
export function isFar(element: Element, viewportHeight: number = innerHeight): boolean {
  const box = element.getBoundingClientRect();
  return (
    (box.width > 0 || box.height > 0) &&
    (box.top > 2 * viewportHeight || box.bottom < -viewportHeight)
  );
}
