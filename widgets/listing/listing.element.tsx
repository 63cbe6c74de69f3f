import { createRoot, type Root } from 'react-dom/client';
import { adoptStyles } from '../../core/adopt-styles';
import { getSettings } from '../../core/settings/settings';
import { ErrorBoundary } from '../shared/ErrorBoundary';
import loadMoreCss from '../shared/load-more.css?raw';
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
      // Seed 000 §3: the listing template for non-member views shows 2 decimals.
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
 * Unlike the other widgets it does not render over its content: it wraps the server's grid and
 * pagination and enhances them in place (enhance.ts), so the server's cards and their
 * <rove-love> elements are never re-created and a failure simply puts the pagination back.
 * `next` is read once on connect (the server's next-page URL; later pages follow from it).
 */
export function createListingElement(): CustomElementConstructor {
  return class RoveListing extends HTMLElement {
    private root?: Root;
    private parts?: ListingParts;

    connectedCallback(): void {
      if (this.parts) return;
      adoptStyles(TAG, listingCss, this.ownerDocument);
      adoptStyles('rove-load-more', loadMoreCss, this.ownerDocument);
      const parts = enhanceListing(this);
      if (!parts) return;
      this.parts = parts;
      const root = createRoot(parts.footer);
      this.root = root;
      const fail = () =>
        queueMicrotask(() => {
          if (this.root !== root) return;
          this.teardown();
        });
      root.render(
        <ErrorBoundary tag={TAG} onFailure={fail}>
          <ConnectedListing host={this} parts={parts} next={this.getAttribute('next') ?? ''} />
        </ErrorBoundary>,
      );
    }

    disconnectedCallback(): void {
      this.teardown();
    }

    private teardown(): void {
      this.root?.unmount();
      this.root = undefined;
      this.parts?.restore();
      this.parts = undefined;
    }
  };
}
