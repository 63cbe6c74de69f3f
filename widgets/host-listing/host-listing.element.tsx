import { translator } from '../../core/i18n/translate';
import { logOnce } from '../../core/log';
import { resolveAllowedUrl } from '../../core/sanitize/safe-url';
import { check, describeIssue } from '../../core/schema';
import { getSettings } from '../../core/settings/settings';
import { PlainElement, start, stop } from '../shared/element/plain-element';
import { viewInPlace } from '../shared/element/view-in-place';
import { HostListing } from './HostListing';
import { HostPopup } from './HostPopup';
import hostListingCss from './host-listing.css?raw';
import { hostPageSchema, safeHostPage, type HostPage } from './host-listing.logic';
import { hostListingMessages } from '../../core/i18n/host-listing';
import { hostCountText } from './host-listing-text';
import { PhotoPopup } from './PhotoPopup';
import { useHostListing } from './useHostListing';
import { useHostOverlays } from './useHostOverlays';

const TAG = 'rove-host-listing';

/** The server markup the element enhances (templates/host-connect-page.ts shows its shape). */
export interface HostListingParts {
  form: HTMLFormElement | null;
  /** This site's path the form submits to: the JSON pages come from it. */
  action: string;
  fields: string[];
  results: HTMLElement;
  initial: HostPage;
}

/**
 * Finds the parts and the first page's data. undefined (the server's markup then stays as it
 * is, logged once) when the results container or a valid data script is missing, or the form
 * leads off the site.
 */
export function findHostListingParts(host: HTMLElement): HostListingParts | undefined {
  const results = host.querySelector<HTMLElement>('.rove-host-listing__results');
  const script = host.querySelector('script.rove-host-listing__data');
  if (!results || !script) {
    logOnce(
      'warn',
      'host-listing:markup',
      '<rove-host-listing> found no results or data: left as is',
    );
    return undefined;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(script.textContent ?? '');
  } catch {
    raw = undefined;
  }
  const data = check(hostPageSchema, raw);
  if (!data.ok) {
    logOnce(
      'warn',
      'host-listing:data',
      '<rove-host-listing> data refused',
      describeIssue(data.issue),
    );
    return undefined;
  }
  const form = host.querySelector<HTMLFormElement>('form.rove-host-listing__filters');
  const target = resolveAllowedUrl(form?.getAttribute('action') || location.pathname, {
    origin: location.origin,
  });
  if (!target || target.origin !== location.origin) {
    logOnce('warn', 'host-listing:action', '<rove-host-listing> form action refused');
    return undefined;
  }
  const fields = form
    ? [...form.elements].flatMap((control) =>
        (control instanceof HTMLSelectElement || control instanceof HTMLInputElement) &&
        control.name &&
        control.name !== 'page'
          ? [control.name]
          : [],
      )
    : [];
  return {
    form,
    action: target.pathname,
    fields: [...new Set(fields)],
    results,
    initial: safeHostPage(data.value, location.origin),
  };
}

function ConnectedHostListing({ parts }: { parts: HostListingParts }) {
  const settings = getSettings();
  const text = translator(hostListingMessages, settings.locale);
  const listing = useHostListing(parts);
  const overlays = useHostOverlays({
    search: settings.search,
    country: settings.country,
    currency: settings.currency,
    memberDiscount: settings.isMembership ? settings.memberDiscount : null,
    origin: location.origin,
  });
  const { host, photo, openPhoto } = overlays;
  return (
    <>
      <HostListing
        hosts={listing.state.hosts}
        page={listing.state.page}
        pages={listing.state.pages}
        countText={hostCountText(listing.state.total, settings.locale)}
        busy={listing.busy}
        focusKey={listing.focusKey}
        text={text}
        pageHref={listing.pageHref}
        onPage={listing.goToPage}
        onOpenHost={overlays.openHost}
        onOpenPhoto={openPhoto}
      />
      {host && (
        <HostPopup
          host={host.value}
          phase={overlays.phase}
          products={overlays.products}
          text={text}
          returnFocusTo={host.trigger}
          onClose={overlays.closeHost}
          onOpenPhoto={openPhoto}
        />
      )}
      {photo && (
        <PhotoPopup
          photo={photo.value}
          text={text}
          returnFocusTo={photo.trigger}
          onClose={overlays.closePhoto}
        />
      )}
    </>
  );
}

/**
 * The <rove-host-listing> element class (no side effects: define.ts registers it).
 *
 * Like <rove-listing> it enhances its content in place (a PlainElement): the server's filter
 * form stays (enhanced by the view) and React takes over only the results container, rendering
 * the same markup from the page's data script. A removal or a failure of the view puts the
 * server's results back.
 */
export function createHostListingElement(): CustomElementConstructor {
  return class RoveHostListing extends PlainElement {
    static override styles = { [TAG]: hostListingCss };
    #restore?: () => void;

    protected override [start](signal: AbortSignal): void {
      const parts = findHostListingParts(this);
      if (!parts) return;
      const { results } = parts;
      const serverResults = [...results.childNodes];
      this.#restore = () => results.replaceChildren(...serverResults);
      viewInPlace(this, results, signal)(<ConnectedHostListing parts={parts} />);
    }

    protected override [stop](): void {
      this.#restore?.();
      this.#restore = undefined;
    }
  };
}
