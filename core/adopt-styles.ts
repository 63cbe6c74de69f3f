const adopted = new Set<string>();

/**
 * Adds a stylesheet to the document once per id, as a constructable stylesheet: it works
 * under a strict CSP (no <style> element, no 'unsafe-inline') and never duplicates when
 * several elements of a kind mount.
 *
 * @example adoptStyles('rove-love', '@layer rove { .rove-love { … } }');
 */
export function adoptStyles(id: string, cssText: string, doc: Document = document): void {
  if (adopted.has(id)) return;
  adopted.add(id);
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  } catch {
    // Browsers without constructable stylesheets: an ordinary <style> (needs a CSP that allows it).
    const style = doc.createElement('style');
    style.dataset['rove'] = id;
    style.textContent = cssText;
    doc.head.append(style);
  }
}
