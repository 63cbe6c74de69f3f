import { usePageId } from '../shared/element/use-page-id';

export interface QtyStepperProps {
  value: number;
  onChange: (qty: number) => void;
  text: { label: string; decrease: string; increase: string };
  min?: number;
  max?: number;
}

/** A quantity field with − and + buttons, 1–10 by default. */
export function QtyStepper({ value, onChange, text, min = 1, max = 10 }: QtyStepperProps) {
  const id = usePageId();
  return (
    <div className="rove-buybox__qty">
      <label htmlFor={id}>{text.label}</label>
      <div className="rove-buybox__qty-row">
        <button
          type="button"
          aria-label={text.decrease}
          disabled={value <= min}
          onClick={() => onChange(value - 1)}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={value}
          onChange={(event) => {
            const next = Number(event.currentTarget.value);
            if (event.currentTarget.value !== '' && Number.isFinite(next)) onChange(next);
          }}
        />
        <button
          type="button"
          aria-label={text.increase}
          disabled={value >= max}
          onClick={() => onChange(value + 1)}
        >
          +
        </button>
      </div>
    </div>
  );
}
