import { useEffect, useRef } from 'react';
import type { SearchText } from './search-text';
import { SuggestionList } from './SuggestionList';
import type { OptionGroup } from './suggestions';

interface SearchPopupProps {
  text: SearchText;
  open: boolean;
  listboxId: string;
  /** The active option's id, if one is active. */
  activeId: string | undefined;
  groups: OptionGroup[];
  active: number;
  /** The listbox shows (the popup is open and has options). */
  listed: boolean;
  searching: boolean;
  noResults: boolean;
  failed: boolean;
  onChoose: (index: number, newTab: boolean) => void;
  onRetry: () => void;
}

/** The combobox's popup: the error with Retry, 'Searching…', no results, and the listbox. */
export function SearchPopup({ text, activeId, ...props }: SearchPopupProps) {
  const listRef = useRef<HTMLDivElement>(null);

  // The active option stays in view when the list scrolls (long lists on short screens).
  useEffect(() => {
    if (!activeId) return;
    listRef.current
      ?.querySelector(`[id="${CSS.escape(activeId)}"]`)
      ?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  return (
    <div className="rove-search__popup" hidden={!props.open} ref={listRef}>
      {props.failed && (
        <p className="rove-search__line rove-search__line--error">
          {text.failed}{' '}
          <button type="button" className="rove-search__retry" onClick={props.onRetry}>
            {text.retry}
          </button>
        </p>
      )}
      {props.searching && <p className="rove-search__line">{text.searching}</p>}
      {props.noResults && <p className="rove-search__line">{text.noResults}</p>}
      {props.listed && (
        <SuggestionList
          id={props.listboxId}
          groups={props.groups}
          active={props.active}
          text={text}
          onChoose={props.onChoose}
        />
      )}
    </div>
  );
}
