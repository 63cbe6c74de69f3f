/** The page's settings tag (`#rove-settings`): its opening, its JSON text and its closing. */
export const SETTINGS_TAG =
  /(<script type="application\/json" id="rove-settings">)([\s\S]*?)(<\/script>)/;

/**
 * The settings object a page prints, or undefined when it has none or they do not parse (a
 * scenario page's malformed settings).
 *
 * @example pageSettings('<script type="application/json" id="rove-settings">{"a":1}</script>') // { a: 1 }
 */
export function pageSettings(html: string): unknown {
  const json = SETTINGS_TAG.exec(html)?.[2];
  if (json === undefined) return undefined;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}
