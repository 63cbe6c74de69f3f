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
        <ul className="rove-search-results__swatches">
          {swatchOptions(selection, counts).map((option) => (
            <Checkbox
              key={option.value}
              attribute="colors"
              option={option}
              swatch
              onToggle={onToggle}
            />
          ))}
        </ul>
      </fieldset>
      {materials.length > 0 && (
        <fieldset className="rove-search-results__group">
          <legend>{t('facetMaterial')}</legend>
          <ul className="rove-search-results__options">
            {materials.map((option) => (
              <Checkbox
                key={option.value}
                attribute="nice_names"
                option={option}
                onToggle={onToggle}
              />
            ))}
          </ul>
        </fieldset>
      )}
      {types.visible.length > 0 && (
        <fieldset className="rove-search-results__group">
          <legend>{t('facetType')}</legend>
          <ul className="rove-search-results__options">
            {types.visible.map((option) => (
              <Checkbox key={option.value} attribute="terms" option={option} onToggle={onToggle} />
            ))}
          </ul>
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
              <ul className="rove-search-results__options" id={restId} hidden={!typesExpanded}>
                {types.rest.map((option) => (
                  <Checkbox
                    key={option.value}
                    attribute="terms"
                    option={option}
                    onToggle={onToggle}
                  />
                ))}
              </ul>
            </>
          )}
        </fieldset>
      )}
    </div>
  );
}
