// What the page says about motion and data: the carousel's autoplay and slide videos follow it.

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Calls `onChange` when a media query's answer changes, until `signal` aborts. */
export function watchMedia(
  query: string,
  onChange: (matches: boolean) => void,
  signal: AbortSignal,
): void {
  if (typeof matchMedia !== 'function') return;
  const list = matchMedia(query);
  list.addEventListener('change', () => onChange(list.matches), { signal });
}

/** Whether a media query matches; false where matchMedia is missing (old embeds, tests). */
export function mediaMatches(query: string): boolean {
  return typeof matchMedia === 'function' && matchMedia(query).matches;
}

/** The Save-Data hint (Chromium's Network Information API; absent elsewhere: false). */
export function saveData(): boolean {
  return (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;
}
