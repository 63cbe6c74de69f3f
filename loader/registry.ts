/**
 * Every tag the SDK knows, with the import() of its chunk. The bundler turns each import()
 * into a separate hashed chunk, loaded only when its tag appears in the page.
 */
export interface RegistryEntry {
  /** The element's tag. */
  tag: string;
  load: () => Promise<unknown>;
  /**
   * Declarations that reserve the element's box before its chunk arrives, so nothing
   * shifts when it mounts (server fallback content still shows inside).
   */
  reserve?: string;
}

export const REGISTRY: readonly RegistryEntry[] = [
  {
    tag: 'rove-love',
    load: () => import('../widgets/love/define'),
    reserve:
      'display:inline-block;vertical-align:middle;min-inline-size:2.75rem;min-block-size:2.75rem',
  },
  {
    tag: 'rove-love-count',
    load: () => import('../widgets/love-count/define'),
    reserve:
      'display:inline-block;vertical-align:middle;min-inline-size:2.75rem;min-block-size:2.75rem',
  },
];

/** One stylesheet giving every known element its box before and after upgrade (in @layer
 * rove, so hosts can override); the widgets' own sheets style what is inside. */
export function reserveCss(entries: readonly RegistryEntry[]): string {
  return `@layer rove{${entries
    .filter((entry) => entry.reserve)
    .map((entry) => `${entry.tag}{${entry.reserve}}`)
    .join('')}}`;
}
