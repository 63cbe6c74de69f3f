import type { OptionGroup } from './model.logic';
import { usePageId } from '../shared/element/use-page-id';

export interface SwatchGroupProps {
  group: OptionGroup;
  /** Options shown (the rest are hidden: hidden models, or not in stock with the filter on). */
  visible: ReadonlySet<number>;
  selected: number | undefined;
  /** Unique per buy box, so two buy boxes on a page keep separate radio groups. */
  name: string;
  onSelect: (aid: number, oid: number) => void;
}

/**
 * One option label as a radio group (WAI-ARIA radio group, on native radios: the browser
 * gives arrow keys, one tab stop and the checked state; the label is the visible swatch).
 */
export function SwatchGroup({ group, visible, selected, name, onSelect }: SwatchGroupProps) {
  const labelId = usePageId();
  const chosen = group.options.find((option) => option.oid === selected);
  return (
    <div className="rove-buybox__group" role="radiogroup" aria-labelledby={labelId}>
      <p className="rove-buybox__group-label" id={labelId}>
        {group.label}
        {chosen && <span className="rove-buybox__group-value">: {chosen.name}</span>}
      </p>
      <div className={`rove-buybox__swatches rove-buybox__swatches--${group.displayMode}`}>
        {group.options
          .filter((option) => visible.has(option.oid))
          .map((option) => (
            <label key={option.oid} className="rove-buybox__swatch">
              <input
                type="radio"
                className="rove-buybox__radio"
                name={name}
                value={option.oid}
                checked={option.oid === selected}
                onChange={() => onSelect(group.aid, option.oid)}
              />
              <span
                className="rove-buybox__swatch-face"
                data-image={option.image ? true : undefined}
              >
                {/* Decorative: the option's name beside it is the radio's label. */}
                {option.image && (
                  <img
                    className="rove-buybox__swatch-image"
                    src={option.image}
                    alt=""
                    decoding="async"
                  />
                )}
                <span className="rove-buybox__swatch-name">{option.name}</span>
                {option.priceText && (
                  <span className="rove-buybox__swatch-price">{option.priceText}</span>
                )}
              </span>
            </label>
          ))}
      </div>
    </div>
  );
}
