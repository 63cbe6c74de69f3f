import { useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { SearchIcon } from './icons';
import type { KeyInput, SearchStatus } from './search.logic';
import type { SearchText } from './search-text';
import { SearchPopup } from './SearchPopup';
import { optionId } from './SuggestionList';
import type { OptionGroup } from './suggestions';
import { usePageId } from '../shared/element/use-page-id';

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

/** A key as the keyboard model reads it (search.logic.ts keyCommand). */
function keyInputOf(event: KeyboardEvent<HTMLInputElement>): KeyInput {
  return {
    key: event.key,
    altKey: event.altKey,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    // 229: Safari reports the Enter that confirms a composition after compositionend.
    composing: event.nativeEvent.isComposing || event.keyCode === 229,
  };
}

/** Focus moved out of the form (not to another of its controls). */
function leavesForm(event: FocusEvent<HTMLFormElement>): boolean {
  const next = event.relatedTarget;
  return !(next instanceof Node) || !event.currentTarget.contains(next);
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

  const searching = status.kind === 'searching';
  const hasContent = groups.length > 0 || failed || searching || noResults;
  const open = (props.expanded || Boolean(props.staysOpen)) && hasContent;
  const listed = open && groups.length > 0;
  const activeId = listed && active >= 0 ? optionId(listboxId, active) : undefined;

  // The shopper's focus carried over from the server's form. A mounted box keeps its takeFocus:
  // the layout that would change it mounts another box.
  const { takeFocus } = props;
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!takeFocus || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [takeFocus]);

  return (
    <form
      role="search"
      className="rove-search__form"
      action="/search"
      method="get"
      data-open={open || undefined}
      data-layout={props.staysOpen ? 'sheet' : 'inline'}
      onBlur={(event) => {
        if (leavesForm(event)) props.onFocusLeft();
      }}
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
          onKeyDown={(event) => {
            if (props.onKeyDown(keyInputOf(event))) event.preventDefault();
          }}
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
      <SearchPopup
        {...props}
        open={open}
        activeId={activeId}
        listboxId={listboxId}
        listed={listed}
        searching={searching}
        onRetry={() => {
          // The line goes once the answer comes: focus returns to the field first.
          inputRef.current?.focus();
          props.onRetry();
        }}
      />
      <div className="rove-visually-hidden" role="status">
        {announcement(status, text, noResults)}
      </div>
    </form>
  );
}
