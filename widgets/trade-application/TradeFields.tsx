import type { ReactNode } from 'react';
import type { Choice, FieldName } from '../../core/validate/trade/fields';
import {
  controlClass,
  FieldError as SharedFieldError,
  FormField,
  hintIdOf,
  useFormControl,
} from '../shared/forms/form-field';

// The form's field primitives: a label, the control, an optional hint and the field's error,
// each control on the one form control (useFormControl, decision 0067), which gives its ARIA.
// The form checks on Next and on submit: a check's message is the control's held one, until the
// field changes (trade-application.logic.ts). Props in, callbacks out.

export interface FieldContext {
  /** The page-unique prefix of every id in the form. */
  id: string;
  /** The field's error text, if any ('Required' / 'Invalid'). */
  error: (field: FieldName) => string | null;
  disabled: boolean;
}

export const fieldId = (ctx: FieldContext, field: FieldName) => `${ctx.id}-${field}`;

/** The field's control (its error, then its hint: `hintId`). */
export const useFieldControl = (
  ctx: FieldContext,
  field: FieldName,
  options: { value?: string; onChange?: (value: string) => void; hintId?: string } = {},
) => useFormControl<string>({ id: fieldId(ctx, field), held: ctx.error(field), ...options });

interface TextProps {
  ctx: FieldContext;
  field: FieldName;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric' | 'decimal';
  maxLength?: number;
  multiline?: boolean;
  hintId?: string;
}

const inputClass = (invalid: unknown) => controlClass('rove-trade__input', invalid);

export function TextField(props: TextProps) {
  const { ctx, field } = props;
  const control = useFieldControl(ctx, field, {
    value: props.value,
    onChange: props.onChange,
    hintId: props.hintId,
  });
  const common = {
    ...control.props,
    name: field,
    maxLength: props.maxLength ?? 120,
    readOnly: ctx.disabled,
    className: inputClass(control.error),
  };
  return (
    <FormField block="rove-trade" id={common.id} label={props.label} error={control.error}>
      {props.multiline ? (
        <textarea {...common} rows={4} />
      ) : (
        <input
          {...common}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
        />
      )}
    </FormField>
  );
}

interface SelectProps {
  ctx: FieldContext;
  field: FieldName;
  label: string;
  value: string;
  choices: readonly Choice[];
  placeholder: string;
  onChange: (value: string) => void;
  autoComplete?: string;
}

export function SelectField(props: SelectProps) {
  const { ctx, field } = props;
  const control = useFieldControl(ctx, field, { value: props.value, onChange: props.onChange });
  return (
    <FormField block="rove-trade" id={control.aria.id} label={props.label} error={control.error}>
      <select
        {...control.props}
        name={field}
        disabled={ctx.disabled}
        autoComplete={props.autoComplete}
        className={inputClass(control.error)}
      >
        <option value="">{props.placeholder}</option>
        {props.choices.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </FormField>
  );
}

interface ChoiceGroupProps {
  ctx: FieldContext;
  field: FieldName;
  legend: string;
  choices: readonly Choice[];
  /** Radios: the chosen value; checkboxes: the chosen values. */
  value: string | readonly string[];
  onChange: (value: string) => void;
  hint?: ReactNode;
  className?: string;
}

/** A radio group (value: string) or a checkbox list (value: string[]) in a fieldset. */
export function ChoiceGroup(props: ChoiceGroupProps) {
  const { ctx, field } = props;
  const multiple = Array.isArray(props.value);
  const hintId = props.hint ? hintIdOf(fieldId(ctx, field)) : undefined;
  const { aria, error } = useFieldControl(ctx, field, { hintId });
  return (
    <fieldset
      className={`rove-trade__group ${props.className ?? ''}`}
      aria-describedby={aria['aria-describedby']}
    >
      <legend>{props.legend}</legend>
      {props.hint ? (
        <p id={hintId} className="rove-trade__hint">
          {props.hint}
        </p>
      ) : null}
      <div className="rove-trade__choices">
        {props.choices.map(([value, label], index) => (
          <label key={value} className="rove-trade__choice">
            <input
              id={index === 0 ? fieldId(ctx, field) : undefined}
              type={multiple ? 'checkbox' : 'radio'}
              name={field}
              value={value}
              checked={multiple ? props.value.includes(value) : props.value === value}
              disabled={ctx.disabled}
              aria-invalid={aria['aria-invalid']}
              onChange={() => props.onChange(value)}
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
      <SharedFieldError block="rove-trade" controlId={aria.id} error={error} />
    </fieldset>
  );
}
