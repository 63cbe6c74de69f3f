import { adoptStyles } from '../../core/adopt-styles';
import { pageMessages } from '../../core/i18n/page';
import { translate } from '../../core/i18n/translate';
import { announceOverlay, overlayOwner } from '../../core/overlays';
import { resolveAllowedUrl } from '../../core/sanitize/safe-url';
import { getSettings } from '../../core/settings/settings';
import css from './vr-viewer.css?raw';

/** Links that open the viewer (spec/shell.md §2 'links marked open-vr'). */
export const VR_LINKS = 'a.open-vr, [data-open-vr]';

/** Tour providers whose pages may be framed besides the site's own. */
export const VR_PROVIDER_HOSTS: readonly string[] = ['my.matterport.com', 'kuula.co'];

/** Phones and touch devices get the link's mobile variant (spec/shell.md §9: below 768 px). */
export const MOBILE_QUERY = '(max-width: 767px), (pointer: coarse)';

/** Class on <html> while the viewer is open: it hides the admin menus and locks the scroll. */
export const OPEN_CLASS = 'rove-vr-open';

/** On <html> once VR links open in the viewer. */
const READY_ATTRIBUTE = 'data-rove-vr';

/**
 * The virtual-reality viewer (spec/shell.md §2): a click on `a.open-vr` or `[data-open-vr]` opens
 * the tour full screen in a native modal <dialog> (focus moves in, Escape and the close button
 * close it, focus returns to the link), framing the link's URL — or its `data-vr-mobile` URL
 * on phones and touch devices. Only the site's own pages and the tour providers are framed;
 * any other URL navigates as a plain link would. Ctrl/⌘/Shift/middle clicks stay native.
 *
 * @example start(document) // once per page, by the loader's runtime
 */
export function start(doc: Document = document): void {
  if (started.has(doc)) return;
  started.add(doc);
  doc.addEventListener('click', (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.ctrlKey ||
      event.metaKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element | null)?.closest?.(VR_LINKS);
    if (!link || open.has(doc)) return;
    const url = tourUrl(link, doc);
    if (!url) return; // not a place we frame: the link navigates normally
    event.preventDefault();
    openViewer(doc, link as HTMLElement, url);
  });
  // Until this chunk has loaded, a click on a VR link navigates as a plain link; the attribute
  // tells host scripts (and tests) that clicks now open the viewer.
  doc.documentElement.setAttribute(READY_ATTRIBUTE, '');
}

const started = new WeakSet<Document>();
const open = new WeakSet<Document>();

/** The URL to frame for a link on this device, if the policy allows it. */
export function tourUrl(link: Element, doc: Document): string | undefined {
  const desktop = link.getAttribute('data-open-vr') || link.getAttribute('href') || '';
  const mobile = link.getAttribute('data-vr-mobile');
  const onPhone = doc.defaultView?.matchMedia?.(MOBILE_QUERY).matches ?? false;
  const chosen = onPhone && mobile ? mobile : desktop;
  return resolveAllowedUrl(chosen, {
    origin: doc.location.origin,
    providerHosts: VR_PROVIDER_HOSTS,
  })?.href;
}

function closeIcon(doc: Document): SVGSVGElement {
  const svg = doc.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('width', '20');
  svg.setAttribute('height', '20');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = doc.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', 'M6 6l12 12M18 6L6 18');
  svg.append(path);
  return svg;
}

function openViewer(doc: Document, link: HTMLElement, url: string): void {
  adoptStyles('rove-page-vr', css, doc);
  const locale = getSettings().locale;
  const title = (link.getAttribute('aria-label') ?? link.textContent ?? '').trim();
  const name = title
    ? translate(pageMessages, 'vrDialogNamed', locale, { title })
    : translate(pageMessages, 'vrDialog', locale);

  const dialog = doc.createElement('dialog');
  dialog.className = 'rove-vr';
  dialog.setAttribute('aria-label', name);
  const close = doc.createElement('button');
  close.type = 'button';
  close.className = 'rove-vr__close';
  close.setAttribute('aria-label', translate(pageMessages, 'vrClose', locale));
  close.append(closeIcon(doc));
  const frame = doc.createElement('iframe');
  frame.className = 'rove-vr__frame';
  frame.title = name;
  frame.allow = 'fullscreen; xr-spatial-tracking; gyroscope; accelerometer';
  frame.src = url;
  // Busy until the tour has loaded and Escape inside it is heard (the load handler below).
  frame.setAttribute('aria-busy', 'true');
  // The close button first: it is where focus lands, and Tab reaches the tour next.
  dialog.append(close, frame);

  const owner = overlayOwner('modal');
  const root = doc.documentElement;
  const shut = () => {
    if (!open.has(doc)) return;
    open.delete(doc);
    if (dialog.open) dialog.close();
    dialog.remove(); // unloads the tour: it may be playing sound or holding the gyroscope
    root.classList.remove(OPEN_CLASS);
    announceOverlay(owner, false);
    if (link.isConnected) link.focus();
  };
  close.addEventListener('click', shut);
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault(); // removed by shut(), not just hidden by the browser
    shut();
  });
  dialog.addEventListener('close', shut);
  // Escape pressed inside a same-origin tour reaches the tour's document, not the dialog.
  frame.addEventListener('load', () => {
    try {
      frame.contentDocument?.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') shut();
      });
    } catch {
      // A provider's page: its own document is out of reach; the close button still works.
    }
    frame.removeAttribute('aria-busy');
  });

  open.add(doc);
  root.classList.add(OPEN_CLASS);
  doc.body.append(dialog);
  try {
    dialog.showModal();
  } catch {
    dialog.setAttribute('open', '');
  }
  announceOverlay(owner, true);
  close.focus();
}
