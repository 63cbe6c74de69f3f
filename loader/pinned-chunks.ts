/**
 * Which elements' chunks the page's import map pins with an `integrity` hash (docs/cdn.md,
 * decision 0077). The loader asks for a chunk again at another address (`…?1`) after a failed
 * attempt, for browsers that keep a failed import in their module map; that address is not in
 * the map, so it would be fetched unchecked. A pinned chunk is asked for at its own address
 * again: a refused hash is no passing failure, and the retry stays checked.
 */

/** The keys of every import map's `integrity` on the page (a malformed map counts as none). */
function integrityKeys(doc: Document): string[] {
  return [...doc.querySelectorAll('script[type="importmap"]')].flatMap((script) => {
    try {
      const map: unknown = JSON.parse(script.textContent ?? '');
      const integrity = (map as { integrity?: unknown } | null)?.integrity;
      return integrity && typeof integrity === 'object' ? Object.keys(integrity) : [];
    } catch {
      return [];
    }
  });
}

/**
 * @example pinnedChunks(document)('rove-love') // true when a map lists …/chunks/rove-love.<build>.js
 */
export function pinnedChunks(doc: Document): (tag: string) => boolean {
  const keys = integrityKeys(doc);
  // `/chunks/rove-love.` and not `/chunks/rove-love-count.`: the tag ends at the build's dot.
  return (tag) => keys.some((key) => key.includes(`/chunks/${tag}.`));
}
