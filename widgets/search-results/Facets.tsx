import { useState } from 'react';
import type {
  FacetAttribute,
  FacetCounts,
  FacetSelection,
} from '../../core/search/facet-selection';
import { listOptions, splitShown, swatchOptions, type FacetOption } from './facet-options';
import type { SearchText } from './search-results-text';

export interface FacetsProps {
  selection: FacetSelection;
  counts: FacetCounts;
  /** How many values are chosen, for 'Filters ({count})'. */
  selectedCount: number;
  t: SearchText;
  idPrefix: string;
  onToggle: (attribute: FacetAttribute, value: string) => void;
  onClear: () => void;
}

function Count({ count }: { count: number | undefined }) {
  return count === undefined ? null : <span className="rove-search-results__count">({count})</span>;
}

function Checkbox({
  attribute,
  option,
  swatch,
  onToggle,
}: {
  attribute: FacetAttribute;
  option: FacetOption;
  swatch?: boolean;
  onToggle: FacetsProps['onToggle'];
}) {
  // A value no product has (with the other filters) cannot be chosen, but one already chosen
  // can always be undone.
  const unavailable = option.count === 0 && !option.selected;
  return (
    <li>
      <label
        className={`rove-search-results__option${swatch ? ' rove-search-results__option--swatch' : ''}`}
      >
        <input
          type="checkbox"
          checked={option.selected}
          disabled={unavailable}
          onChange={() => onToggle(attribute, option.value)}
        />
        {swatch && (
          <span
            className="rove-search-results__chip"
            data-colour={option.value.toLowerCase()}
            aria-hidden="true"
          />
        )}
        <span className="rove-search-results__option-name">{option.value}</span>{' '}
        <Count count={option.count} />
      </label>
    </li>
  );
}

/** One group's values as a list of checkboxes (the colours as swatches). */
function Options({
  attribute,
  options,
  swatch,
  onToggle,
  className = 'rove-search-results__options',
  id,
  hidden,
}: {
  attribute: FacetAttribute;
  options: readonly FacetOption[];
  swatch?: boolean;
  onToggle: FacetsProps['onToggle'];
  className?: string;
  id?: string;
  hidden?: boolean;
}) {
  return (
    <ul className={className} id={id} hidden={hidden}>
      {options.map((option) => (
        <Checkbox
          key={option.value}
          attribute={attribute}
          option={option}
          swatch={swatch}
          onToggle={onToggle}
        />
      ))}
    </ul>
  );
}

/**
 * The product filters: colour swatches, materials and types as checkboxes (OR within a group,
 * AND across groups), the types list cut at six with a 'More' disclosure.
 */
export function Facets({
  selection,
  counts,
  selectedCount,
  t,
  idPrefix,
  onToggle,
  onClear,
}: FacetsProps) {
  const [typesExpanded, setTypesExpanded] = useState(false);
  const materials = listOptions('nice_names', selection, counts);
  const types = splitShown(listOptions('terms', selection, counts));
  const restId = `${idPrefix}-more-types`;

  return (
    <div className="rove-search-results__facets">
      <div className="rove-search-results__facets-head">
        <h2 className="rove-search-results__facets-title">
          {t('filterCount', { count: selectedCount })}
        </h2>
        {selectedCount > 0 && (
          <button
            type="button"
            className="rove-control rove-search-results__clear"
            onClick={onClear}
          >
            {t('clearFilters')}
          </button>
        )}
      </div>
      <fieldset className="rove-search-results__group">
        <legend>{t('facetColor')}</legend>
        <Options
          attribute="colors"
          options={swatchOptions(selection, counts)}
          swatch
          className="rove-search-results__swatches"
          onToggle={onToggle}
        />
      </fieldset>
      {materials.length > 0 && (
        <fieldset className="rove-search-results__group">
          <legend>{t('facetMaterial')}</legend>
          <Options attribute="nice_names" options={materials} onToggle={onToggle} />
        </fieldset>
      )}
      {types.visible.length > 0 && (
        <fieldset className="rove-search-results__group">
          <legend>{t('facetType')}</legend>
          <Options attribute="terms" options={types.visible} onToggle={onToggle} />
          {types.rest.length > 0 && (
            <>
              {/* The button precedes what it reveals, so Tab walks straight into it. */}
              <button
                type="button"
                className="rove-control rove-search-results__disclosure"
                aria-expanded={typesExpanded}
                aria-controls={restId}
                onClick={() => setTypesExpanded((expanded) => !expanded)}
              >
                {t(typesExpanded ? 'less' : 'more')}
              </button>
              <Options
                attribute="terms"
                options={types.rest}
                onToggle={onToggle}
                id={restId}
                hidden={!typesExpanded}
              />
            </>
          )}
        </fieldset>
      )}
    </div>
  );
}
