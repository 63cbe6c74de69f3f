import type { SwatchRequestText } from './swatch-request-text';

interface SwatchSentProps {
  id: string;
  /** The names of the swatches sent, in the order they were picked. */
  names: readonly string[];
  /** How many were sent. */
  count: number;
  city: string;
  text: SwatchRequestText;
  onRestart: () => void;
}

/** The thank-you (spec/product.md §4) with what was sent and 'Request more swatches'. */
export function SwatchSent({ id, names, count, city, text, onRestart }: SwatchSentProps) {
  return (
    <section className="rove-swatch-request__sent" aria-labelledby={`${id}-sent-heading`}>
      <h2 id={`${id}-sent-heading`} className="rove-swatch-request__heading" tabIndex={-1}>
        {text.sent}
      </h2>
      <p>{text.sentNote(count, city)}</p>
      <ul className="rove-swatch-request__summary">
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      <button type="button" className="rove-swatch-request__secondary" onClick={onRestart}>
        {text.restart}
      </button>
    </section>
  );
}
