import { useRef, type KeyboardEvent, type MouseEvent } from 'react';
import type { ResultType } from '../../core/search/constants';

export interface TabItem {
  type: ResultType;
  /** 'In Products (24)' */
  label: string;
  /** The tab's own results URL, so it also works as a link (new tab, copy link). */
  href: string;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  selected: ResultType;
  /** The tablist's accessible name. */
  label: string;
  /** The id of a tab, for the panel's aria-labelledby. */
  tabId: (type: ResultType) => string;
  panelId: string;
  onSelect: (type: ResultType) => void;
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The result-type tabs (WAI-ARIA tabs, manual activation: each choice runs a query, so arrows
 * only move focus and Enter or Space selects). Each tab is a link to its URL; a plain click is
 * taken over (the page updates in place), a modified click opens the link as usual.
 */
export function Tabs({ tabs, selected, label, tabId, panelId, onSelect }: TabsProps) {
  const refs = useRef(new Map<ResultType, HTMLAnchorElement>());

  const focusTab = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (tab) refs.current.get(tab.type)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number, type: ResultType) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => focusTab(index + 1),
      ArrowLeft: () => focusTab(index - 1),
      Home: () => focusTab(0),
      End: () => focusTab(tabs.length - 1),
      // Enter follows the link (a click); Space must be handled, links ignore it.
      ' ': () => onSelect(type),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <div className="rove-search-results__tabs" role="tablist" aria-label={label}>
      {tabs.map((tab, index) => {
        const isSelected = tab.type === selected;
        return (
          <a
            key={tab.type}
            ref={(element) => {
              if (element) refs.current.set(tab.type, element);
              else refs.current.delete(tab.type);
            }}
            id={tabId(tab.type)}
            className="rove-search-results__tab"
            role="tab"
            href={tab.href}
            aria-selected={isSelected}
            aria-controls={isSelected ? panelId : undefined}
            tabIndex={isSelected ? 0 : -1}
            onKeyDown={(event) => onKeyDown(event, index, tab.type)}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              onSelect(tab.type);
            }}
          >
            {tab.label}
          </a>
        );
      })}
    </div>
  );
}
