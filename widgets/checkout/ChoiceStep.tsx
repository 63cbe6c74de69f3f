import type { ReactNode } from 'react';
import { ContinueButton, ControlAlert } from './StepSection';
import { useFormControl } from '../shared/forms/form-field';
import { usePageId } from '../shared/element/use-page-id';

/** One radio of a choice step. */
export interface ChoiceOption<Value extends number> {
  readonly value: Value;
  readonly label: string;
}

export interface ChoiceStepProps<Value extends number> {
  /** Names the radio group for screen readers (the step's title shows above it). */
  readonly legend: string;
  /** The posted field name (the no-JS form's, e.g. panes[protection][term]). */
  readonly name: string;
  readonly options: readonly ChoiceOption<Value>[];
  readonly selected: Value | null;
  readonly error: string | null;
  readonly busy: boolean;
  readonly onChoose: (value: Value) => void;
  readonly onContinue: () => void;
  /** Shown under the choices, above Continue (protection's "What's covered"). */
  readonly children?: ReactNode;
}

/**
 * A step that is one radio group and Continue (membership, protection): the error is an alert
 * the group points at, so the membership and protection steps behave and read the same.
 */
export function ChoiceStep<Value extends number>({
  legend,
  name,
  options,
  selected,
  error,
  busy,
  onChoose,
  onContinue,
  children,
}: ChoiceStepProps<Value>) {
  const group = useFormControl({ id: `${usePageId()}-choices`, held: error });
  return (
    <div className="rove-checkout__form">
      <fieldset className="rove-checkout__choices" {...group.aria}>
        <legend className="rove-visually-hidden">{legend}</legend>
        {options.map((option) => (
          <label key={option.value} className="rove-checkout__choice">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={selected === option.value}
              onChange={() => onChoose(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
      <ControlAlert control={group} />
      {children}
      <ContinueButton busy={busy} onClick={onContinue} />
    </div>
  );
}
