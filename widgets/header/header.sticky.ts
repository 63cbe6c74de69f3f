/** The header sticks only on wide screens (spec/shell.md §9: 1280 px). */
export const WIDE_QUERY = '(min-width: 1280px)';
export const STICKY_CLASS = 'rove-header--sticky';

/**
 * Sticky header: once the page scrolls past the header's offset on a wide screen, the element
 * gets `rove-header--sticky`, which makes it `position: sticky; top: 0`. A sticky box keeps its
 * place in the flow, so nothing below moves when it sticks (no spacer to keep in sync with a
 * header whose height changes). A zero-height sentinel just above the header marks its offset;
 * an IntersectionObserver watches it, so nothing runs on each scroll frame.
 *
 * @example const stop = observeSticky(header, window.matchMedia(WIDE_QUERY));
 */
export function observeSticky(host: HTMLElement, wide: MediaQueryList): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  const sentinel = host.ownerDocument.createElement('div');
  sentinel.className = 'rove-header__sentinel';
  sentinel.setAttribute('aria-hidden', 'true');
  host.before(sentinel);
  let scrolledPast = false;
  const root = host.ownerDocument.documentElement;
  const hostPadding = root.style.scrollPaddingTop;
  const apply = () => {
    const sticky = wide.matches && scrolledPast;
    host.classList.toggle(STICKY_CLASS, sticky);
    // Focus moved by the keyboard (and in-page links) then scrolls its target below the stuck
    // header rather than under it (WCAG 2.2 2.4.11, focus not obscured).
    root.style.scrollPaddingTop = sticky ? `${host.offsetHeight}px` : hostPadding;
  };
  const observer = new IntersectionObserver(([entry]) => {
    if (!entry) return;
    // Out of view above the viewport = scrolled past; out of view below cannot happen here.
    scrolledPast = !entry.isIntersecting && entry.boundingClientRect.top < 0;
    apply();
  });
  observer.observe(sentinel);
  wide.addEventListener('change', apply);
  return () => {
    observer.disconnect();
    wide.removeEventListener('change', apply);
    sentinel.remove();
    host.classList.remove(STICKY_CLASS);
    root.style.scrollPaddingTop = hostPadding;
  };
}
