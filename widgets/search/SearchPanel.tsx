import { useState } from 'react';
import { LazyModal, prefetchModal } from '../shared/overlays/LazyModal';
import { HeartIcon, SearchIcon } from './icons';
import { SearchBox, type SearchBoxProps } from './SearchBox';

export interface SearchPanelProps extends SearchBoxProps {
  /** inline: the header's search field (wide screens). sheet: a header button that opens a
   * full-screen panel (below 768 px). */
  layout: 'inline' | 'sheet';
  sheetOpen: boolean;
  /** The wishlist page, linked from the mobile panel (spec/shell.md §2). */
  wishlistHref: string;
  onOpenSheet: () => void;
  onCloseSheet: () => void;
}

/**
 * The header search: the combobox in place on wide screens; on narrow ones a button shaped
 * like the field (same box, nothing shifts) that opens the search as a full-screen modal
 * panel with a close button and the wishlist link. Props in, callbacks out.
 */
export function SearchPanel({
  layout,
  sheetOpen,
  wishlistHref,
  onOpenSheet,
  onCloseSheet,
  ...box
}: SearchPanelProps) {
  const [trigger, setTrigger] = useState<HTMLButtonElement | null>(null);
  if (layout === 'inline') return <SearchBox {...box} />;
  return (
    <>
      <button
        ref={setTrigger}
        type="button"
        className="rove-search__trigger"
        aria-haspopup="dialog"
        aria-expanded={sheetOpen}
        // The sheet's dialog arrives when first needed: asked for as the shopper reaches for it.
        onPointerDown={prefetchModal}
        onFocus={prefetchModal}
        onClick={onOpenSheet}
      >
        <SearchIcon />
        <span className="rove-search__trigger-text" data-empty={box.query === '' || undefined}>
          {box.query || box.text.placeholder}
        </span>
      </button>
      <LazyModal
        open={sheetOpen}
        onClose={onCloseSheet}
        label={box.text.label}
        closeLabel={box.text.closeSearch}
        returnFocusTo={trigger}
        className="rove-search__sheet"
      >
        <SearchBox {...box} staysOpen />
        <a className="rove-search__wishlist" href={wishlistHref}>
          <HeartIcon />
          {box.text.wishlist}
        </a>
      </LazyModal>
    </>
  );
}
