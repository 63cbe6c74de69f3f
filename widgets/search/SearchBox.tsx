import { useEffect, useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { SearchIcon } from './icons';
import type { KeyInput, SearchStatus } from './search.logic';
import type { SearchText } from './search-text';
import { optionId, SuggestionList } from './SuggestionList';
import type { OptionGroup } from './suggestions';
import { usePageId } from '../shared/use-page-id';

export interface SearchBoxProps {
  text: SearchText;
  query: string;
  /** The popup is wanted (focus is in, or the shopper opened it). */
  expanded: boolean;
  groups: OptionGroup[];
  active: number;
  status: SearchStatus;
  noResults: boolean;
  failed: boolean;
  /** Keep the popup shown whatever the focus does (the mobile full-screen panel). */
  staysOpen?: boolean;
  /** Take focus once mounted (the shopper was typing in the server's form). */
  takeFocus?: boolean;
  onTyped: (value: string) => void;
  onCompositionStart: () => void;
  onCompositionEnd: (value: string) => void;
  /** Returns true when the key's default must be prevented. */
  onKeyDown: (input: KeyInput) => boolean;
  onFocus: () => void;
  onFocusLeft: () => void;
  onChoose: (index: number, newTab: boolean) => void;
  onSubmit: () => void;
  onRetry: () => void;
}

/** What the polite live region says for a status. */
function announcement(status: SearchStatus, text: SearchText, noResults: boolean): string {
  switch (status.kind) {
    case 'searching':
      return text.searching;
    case 'failed':
      return text.failed;
    case 'answered':
      return noResults ? text.noResults : text.count(status.count);
    case 'quiet':
      return '';
  }
}

/**
 * The search form: a WAI-ARIA combobox (APG 'combobox with listbox popup') whose popup holds
 * the grouped suggestions or recent searches, a visible status line (searching, the error with
 * Retry, no results) and a polite live region that announces them. DOM focus stays in the
 * input; the active option is conveyed with aria-activedescendant.
 */
export function SearchBox(props: SearchBoxProps) {
  const { text, query, groups, active, status, noResults, failed } = props;
  const inputId = usePageId();
  const listboxId = usePageId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const searching = status.kind === 'searching';
  const hasContent = groups.length > 0 || failed || searching || noResults;
  const open = (props.expanded || Boolean(props.staysOpen)) && hasContent;
  const listed = open && groups.length > 0;
  const activeId = listed && active >= 0 ? optionId(listboxId, active) : undefined;

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!props.takeFocus || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
    // Only on mount: the shopper's focus carried over from the server's form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The active option stays in view when the list scrolls (long lists on short screens).
  useEffect(() => {
    if (!activeId) return;
    listRef.current
      ?.querySelector(`[id="${CSS.escape(activeId)}"]`)
      ?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // 229: Safari reports the Enter that confirms a composition after compositionend.
    const composing = event.nativeEvent.isComposing || event.keyCode === 229;
    const prevent = props.onKeyDown({
      key: event.key,
      altKey: event.altKey,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      composing,
    });
    if (prevent) event.preventDefault();
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) props.onFocusLeft();
  };

  return (
    <form
      role="search"
      className="rove-search__form"
      action="/search"
      method="get"
      data-open={open || undefined}
      data-layout={props.staysOpen ? 'sheet' : 'inline'}
      onBlur={onBlur}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <label className="rove-visually-hidden" htmlFor={inputId}>
        {text.label}
      </label>
      <div className="rove-search__field">
        <input
          ref={inputRef}
          id={inputId}
          className="rove-search__input"
          type="search"
          name="q"
          role="combobox"
          aria-autocomplete="list"
          // Expanded means the listbox shows; the status lines alone are not a popup of options.
          aria-expanded={listed}
          aria-controls={listed ? listboxId : undefined}
          aria-activedescendant={activeId}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={text.placeholder}
          value={query}
          onChange={(event) => props.onTyped(event.currentTarget.value)}
          onCompositionStart={props.onCompositionStart}
          onCompositionEnd={(event) => props.onCompositionEnd(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onFocus={props.onFocus}
          // A click in the field brings back a panel hidden with Escape.
          onClick={() => {
            if (!props.expanded) props.onFocus();
          }}
        />
        <button type="submit" className="rove-search__submit" aria-label={text.submit}>
          <SearchIcon />
        </button>
      </div>
      <div className="rove-search__popup" hidden={!open} ref={listRef}>
        {failed && (
          <p className="rove-search__line rove-search__line--error">
            {text.failed}{' '}
            <button
              type="button"
              className="rove-search__retry"
              onClick={() => {
                // The line goes once the answer comes: focus returns to the field first.
                inputRef.current?.focus();
                props.onRetry();
              }}
            >
              {text.retry}
            </button>
          </p>
        )}
        {searching && <p className="rove-search__line">{text.searching}</p>}
        {noResults && <p className="rove-search__line">{text.noResults}</p>}
        {listed && (
          <SuggestionList
            id={listboxId}
            groups={groups}
            active={active}
            text={text}
            onChoose={props.onChoose}
          />
        )}
      </div>
      <div className="rove-visually-hidden" role="status">
        {announcement(status, text, noResults)}
      </div>
    </form>
  );
}
