import type { MouseEvent } from 'react';
import { RecentIcon } from './icons';
import type { SearchText } from './search-text';
import type { HitOption, SearchOption } from './suggestions';

export interface SuggestionOptionProps {
  id: string;
  option: SearchOption;
  active: boolean;
  text: Pick<SearchText, 'viewAll' | 'clearHistory' | 'member'>;
  /** newTab: Cmd/Ctrl-click or a middle click. */
  onChoose: (newTab: boolean) => void;
}

/**
 * One option of the listbox. Options are not links (a listbox option may hold no interactive
 * content), so clicks are handled here: Cmd/Ctrl-click and middle click open a new tab.
 */
export function SuggestionOption({ id, option, active, text, onChoose }: SuggestionOptionProps) {
  const onClick = (event: MouseEvent) => onChoose(event.metaKey || event.ctrlKey);
  const onAuxClick = (event: MouseEvent) => {
    if (event.button === 1) onChoose(true);
  };
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      className="rove-search__option"
      data-kind={option.kind}
      data-active={active || undefined}
      onClick={onClick}
      onAuxClick={onAuxClick}
    >
      <OptionContent option={option} text={text} />
    </li>
  );
}

function OptionContent({
  option,
  text,
}: {
  option: SearchOption;
  text: SuggestionOptionProps['text'];
}) {
  switch (option.kind) {
    case 'hit':
      return <HitContent option={option} memberLabel={text.member} />;
    case 'view-all':
      return <span className="rove-search__view-all">{text.viewAll(option.count)}</span>;
    case 'history':
      return (
        <>
          <RecentIcon />
          <span className="rove-search__term">{option.term}</span>
        </>
      );
    case 'clear-history':
      return <span className="rove-search__clear">{text.clearHistory}</span>;
  }
}

function HitContent({ option, memberLabel }: { option: HitOption; memberLabel: string }) {
  return (
    <>
      {option.image && (
        <img
          className="rove-search__image"
          src={option.image}
          alt=""
          loading="lazy"
          decoding="async"
        />
      )}
      <span className="rove-search__hit">
        <span className="rove-search__title">
          {option.title.map((part, n) =>
            part.highlighted ? <mark key={n}>{part.text}</mark> : <span key={n}>{part.text}</span>,
          )}
        </span>
        {/* Spaces between the parts, so the option's accessible name reads as words. */}
        {option.price && ' '}
        {option.price && (
          <span className="rove-search__prices">
            <span className="rove-search__price">{option.price}</span>{' '}
            {option.memberPrice && (
              <span className="rove-search__member">
                <span className="rove-search__member-label">{memberLabel}</span>{' '}
                {option.memberPrice}
              </span>
            )}
          </span>
        )}
      </span>
    </>
  );
}
