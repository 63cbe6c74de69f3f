import { useState } from 'react';
import { getSettings } from '../../core/settings/settings';
import { localStore } from '../../core/storage/key-value';
import { createRoveElement, type ElementProps } from '../shared/element/define-element';
import { NO_FALLBACK, readFallback, type FallbackHost } from './fallback';
import { createHistoryStore } from './history';
import searchCss from './search.css?raw';
import { searchText } from './search-text';
import { SearchPanel } from './SearchPanel';
import { useAnnounceOverlay } from '../shared/overlays/use-announce-overlay';
import { useNarrowViewport } from './useNarrowViewport';
import { useSearch } from './useSearch';
import { whenReached } from '../shared/element/when-reached';

function ConnectedSearch({ container }: ElementProps) {
  const settings = getSettings();
  // Read by the element before the view replaced the server's form (see createSearchElement).
  const [fallback] = useState(
    () => (container as FallbackHost | undefined)?.roveSearchFallback ?? NO_FALLBACK,
  );
  const [text] = useState(() => searchText(settings.locale, fallback));
  const [history] = useState(() => createHistoryStore(localStore()));
  const narrow = useNarrowViewport();
  const [sheetOpen, setSheetOpen] = useState(() => narrow && fallback.focused);
  const search = useSearch({
    settings,
    history,
    initialQuery: fallback.value,
    host: container,
    onHide: () => setSheetOpen(false),
  });
  const { state } = search;
  useAnnounceOverlay('search-panel', narrow ? sheetOpen : state.expanded);

  return (
    <SearchPanel
      layout={narrow ? 'sheet' : 'inline'}
      sheetOpen={sheetOpen}
      wishlistHref={`${settings.basePath}i-love`}
      onOpenSheet={() => setSheetOpen(true)}
      onCloseSheet={() => {
        search.collapse();
        setSheetOpen(false);
      }}
      text={text}
      query={state.query}
      expanded={state.expanded}
      groups={search.groups}
      active={state.active}
      status={search.status}
      noResults={search.noResults}
      failed={state.failure !== null}
      takeFocus={fallback.focused && !narrow}
      onTyped={search.typed}
      onCompositionStart={search.compositionStarted}
      onCompositionEnd={search.compositionEnded}
      onKeyDown={search.keyDown}
      onFocus={search.focused}
      onFocusLeft={search.collapse}
      onChoose={search.choose}
      onSubmit={() => search.submit(false)}
      onRetry={search.retry}
    />
  );
}

/**
 * The <rove-search> element class (no side effects: define.ts registers it). The server's form
 * works on its own, so the view waits until the shopper reaches for it (when-reached.ts): its
 * first render is one of a page's longest tasks on a phone, on every page, for a field most
 * shoppers never touch. A field that holds the focus already upgrades at once.
 */
export function createSearchElement(): CustomElementConstructor {
  const Base = createRoveElement<ElementProps>('rove-search', ConnectedSearch, {
    props: {},
    styles: { 'rove-search': searchCss },
  }) as new () => HTMLElement & { connectedCallback(): void; disconnectedCallback(): void };
  return class SearchElement extends Base {
    private stopWaiting?: () => void;

    override connectedCallback(): void {
      this.stopWaiting?.();
      const field = readFallback(this);
      if (field && !field.focused)
        this.stopWaiting = whenReached(this, () => {
          this.stopWaiting = undefined;
          this.startView();
        });
      else this.startView();
    }

    override disconnectedCallback(): void {
      this.stopWaiting?.();
      this.stopWaiting = undefined;
      super.disconnectedCallback();
    }

    private startView(): void {
      // Before the view mounts and replaces the server's form. After a move the element holds
      // its own field, whose text carries over; an emptied element keeps the first reading.
      const host = this as FallbackHost;
      host.roveSearchFallback = readFallback(this) ?? host.roveSearchFallback;
      super.connectedCallback();
    }
  };
}
