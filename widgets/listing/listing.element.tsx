import { getSettings } from '../../core/settings/settings';
import loadMoreCss from '../shared/paging/load-more.css?raw';
import { PlainElement, start, stop } from '../shared/element/plain-element';
import { viewInPlace } from '../shared/element/view-in-place';
import { enhanceListing, type ListingParts } from './enhance';
import { Listing } from './Listing';
import listingCss from './listing.css?raw';
import { listingText } from './listing-text';
import { useListing } from './useListing';

const TAG = 'rove-listing';

interface ConnectedProps {
  host: HTMLElement;
  parts: ListingParts;
  next: string;
}

function ConnectedListing({ host, parts, next }: ConnectedProps) {
  const settings = getSettings();
  const text = listingText(settings.locale);
  const listing = useListing({ host, grid: parts.grid, cards: parts.cards, next, text });
  return (
    <Listing
      {...listing}
      currency={settings.currency}
      // spec/shell.md §3: the listing template for non-member views shows 2 decimals.
      decimals={settings.isMembership ? 0 : 2}
      text={text}
      toolbarTarget={parts.toolbar}
      cardsTarget={parts.cards}
    />
  );
}

/**
 * The <rove-listing> element class (no side effects: define.ts registers it).
 *
 * Unlike the views of createRoveElement it does not render over its content: it enhances the
 * server's grid and pagination in place (enhance.ts, a PlainElement), so the server's cards and
 * their <rove-love> elements are never re-created, and a removal or a failure of the view puts
 * the pagination back. `next` is read as it starts (the server's next-page URL; later pages
 * follow from it).
 */
export function createListingElement(): CustomElementConstructor {
  return class RoveListing extends PlainElement {
    static override styles = { [TAG]: listingCss, 'rove-load-more': loadMoreCss };
    #restore?: () => void;

    protected override [start](signal: AbortSignal): boolean {
      const parts = enhanceListing(this);
      if (!parts) return false;
      this.#restore = parts.restore;
      viewInPlace(
        this,
        parts.footer,
        signal,
      )(<ConnectedListing host={this} parts={parts} next={this.getAttribute('next') ?? ''} />);
      return true;
    }

    protected override [stop](): void {
      this.#restore?.();
      this.#restore = undefined;
    }
  };
}
