/**
 * What the server's no-JS search form (a plain GET form `/search?q=`) holds when the element
 * upgrades it: the host's wording, and whatever the shopper already typed, so an early visitor
 * loses neither their text nor their focus.
 */
export interface FallbackSearch {
  value: string;
  placeholder: string;
  label: string;
  focused: boolean;
}

/**
 * Reads the search field inside `host`, or undefined when there is none. Called from the
 * element's connectedCallback, before the view replaces the server's form (preact/compat's
 * root empties the element before the first render).
 *
 * @example readFallback(document.querySelector('rove-search'))?.placeholder
 */
export function readFallback(host: HTMLElement): FallbackSearch | undefined {
  const input = host.querySelector<HTMLInputElement>('input[name="q"], input[type="search"]');
  if (!input) return undefined;
  const label = input.labels?.[0]?.textContent ?? input.getAttribute('aria-label') ?? '';
  return {
    value: input.value,
    placeholder: input.placeholder.trim(),
    label: label.trim(),
    focused: input.ownerDocument.activeElement === input,
  };
}

/** The element as it keeps the reading for its view. */
export type FallbackHost = HTMLElement & { roveSearchFallback?: FallbackSearch };

export const NO_FALLBACK: FallbackSearch = {
  value: '',
  placeholder: '',
  label: '',
  focused: false,
};
