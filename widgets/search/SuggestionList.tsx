import type { SearchText } from './search-text';
import { SuggestionOption } from './SuggestionOption';
import type { OptionGroup } from './suggestions';

export interface SuggestionListProps {
  id: string;
  groups: OptionGroup[];
  active: number;
  text: Pick<SearchText, 'suggestions' | 'groups' | 'viewAll' | 'clearHistory' | 'member'>;
  onChoose: (index: number, newTab: boolean) => void;
}

/** The id of the option at a flat index (the combobox's aria-activedescendant). */
export const optionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`;

/**
 * The listbox with grouped options (APG 'listbox with grouped options': role=group named by
 * a presentational heading). Options are numbered across groups, as the keyboard moves.
 */
export function SuggestionList({ id, groups, active, text, onChoose }: SuggestionListProps) {
  let flatIndex = 0;
  return (
    <div
      id={id}
      role="listbox"
      aria-label={text.suggestions}
      className="rove-search__listbox"
      // Keeps focus in the input while an option is clicked (the combobox keeps DOM focus).
      onMouseDown={(event) => event.preventDefault()}
    >
      {groups.map((group) => {
        const labelId = `${id}-group-${group.key}`;
        return (
          <ul
            key={group.key}
            role="group"
            aria-labelledby={labelId}
            className="rove-search__group"
            data-group={group.key}
          >
            <li role="presentation" id={labelId} className="rove-search__group-label">
              {text.groups[group.key] ?? group.key}
            </li>
            {group.options.map((option) => {
              const index = flatIndex++;
              return (
                <SuggestionOption
                  key={index}
                  id={optionId(id, index)}
                  option={option}
                  active={index === active}
                  text={text}
                  onChoose={(newTab) => onChoose(index, newTab)}
                />
              );
            })}
          </ul>
        );
      })}
    </div>
  );
}
