import type { SwatchOption } from './swatch-config';
import type { SwatchRequestText } from './swatch-request-text';

interface SwatchListProps {
  /** The page id that prefixes every id in the widget (usePageId). */
  id: string;
  swatches: readonly SwatchOption[];
  selected: readonly number[];
  noneSelected: boolean;
  text: SwatchRequestText;
  onToggle: (id: number) => void;
  onContinue: () => void;
}

function Chip({ swatch }: { swatch: SwatchOption }) {
  if (swatch.image) {
    return <img className="rove-swatch-request__chip" src={swatch.image} alt="" loading="lazy" />;
  }
  // style via the CSSOM (React sets element.style), which a strict style-src allows.
  return (
    <span
      className="rove-swatch-request__chip"
      aria-hidden="true"
      style={swatch.color ? { backgroundColor: swatch.color } : undefined}
    />
  );
}

/** The swatch list (spec/product.md §4): a toggle per swatch, then Continue. */
export function SwatchList({ id, swatches, selected, text, ...props }: SwatchListProps) {
  return (
    <section className="rove-swatch-request__pick" aria-labelledby={`${id}-list-heading`}>
      <h2 id={`${id}-list-heading`} className="rove-swatch-request__heading" tabIndex={-1}>
        {text.listHeading}
      </h2>
      <ul className="rove-swatch-request__list">
        {swatches.map((swatch) => {
          const on = selected.includes(swatch.id);
          return (
            <li
              key={swatch.id}
              className={`rove-swatch-request__item${on ? ' rove-is-selected' : ''}`}
            >
              <Chip swatch={swatch} />
              <span className="rove-swatch-request__name" id={`${id}-s${swatch.id}`}>
                {swatch.name}
              </span>
              {swatch.group && <span className="rove-swatch-request__group">{swatch.group}</span>}
              <button
                type="button"
                className="rove-swatch-request__toggle rove-toggle-button"
                aria-pressed={on}
                id={`${id}-t${swatch.id}`}
                aria-labelledby={`${id}-t${swatch.id} ${id}-s${swatch.id}`}
                onClick={() => props.onToggle(swatch.id)}
              >
                {on ? text.remove : text.select}
              </button>
            </li>
          );
        })}
      </ul>
      <p className="rove-swatch-request__error" id={`${id}-none`} role="alert">
        {props.noneSelected ? text.noneSelected : ''}
      </p>
      <div className="rove-swatch-request__actions">
        <button
          type="button"
          className="rove-swatch-request__primary"
          aria-describedby={props.noneSelected ? `${id}-none` : undefined}
          onClick={props.onContinue}
        >
          {text.continue}
        </button>
      </div>
    </section>
  );
}
