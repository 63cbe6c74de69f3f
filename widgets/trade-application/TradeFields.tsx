import type { ReactNode } from 'react';
import type { Choice, FieldName } from '../../core/validate/trade/fields';
import {
  controlAria,
  controlClass,
  FieldError as SharedFieldError,
  FormField,
  hintIdOf,
} from '../shared/form-field';

// The form's field primitives: a label, the control, an optional hint and the field's error,
// tied together by id (aria-describedby, aria-invalid). Props in, callbacks out.

export interface FieldContext {
  /** The page-unique prefix of every id in the form. */
  id: string;
  /** The field's error text, if any ('Required' / 'Invalid'). */
  error: (field: FieldName) => string | null;
  disabled: boolean;
}

export const fieldId = (ctx: FieldContext, field: FieldName) => `${ctx.id}-${field}`;

/** The control's id and ARIA (its error, then its hint: `hintId`). */
export const fieldAria = (ctx: FieldContext, field: FieldName, hintId?: string) =>
  controlAria(fieldId(ctx, field), ctx.error(field), hintId);

export function FieldError({ ctx, field }: { ctx: FieldContext; field: FieldName }) {
  return (
    <SharedFieldError block="rove-trade" controlId={fieldId(ctx, field)} error={ctx.error(field)} />
  );
}

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

const inputClass = (invalid: boolean) => controlClass('rove-trade__input', invalid);

export function TextField(props: TextProps) {
  const { ctx, field } = props;
  const common = {
    ...fieldAria(ctx, field, props.hintId),
    name: field,
    value: props.value,
    maxLength: props.maxLength ?? 120,
    readOnly: ctx.disabled,
    className: inputClass(ctx.error(field) !== null),
  };
  return (
    <FormField block="rove-trade" id={common.id} label={props.label} error={ctx.error(field)}>
      {props.multiline ? (
        <textarea
          {...common}
          rows={4}
          onChange={(event) => props.onChange(event.currentTarget.value)}
        />
      ) : (
        <input
          {...common}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          onChange={(event) => props.onChange(event.currentTarget.value)}
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
  const aria = fieldAria(ctx, field);
  return (
    <FormField block="rove-trade" id={aria.id} label={props.label} error={ctx.error(field)}>
      <select
        {...aria}
        name={field}
        value={props.value}
        disabled={ctx.disabled}
        autoComplete={props.autoComplete}
        className={inputClass(ctx.error(field) !== null)}
        onChange={(event) => props.onChange(event.currentTarget.value)}
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
  const invalid = ctx.error(field) !== null;
  const multiple = Array.isArray(props.value);
  const hintId = props.hint ? hintIdOf(fieldId(ctx, field)) : undefined;
  return (
    <fieldset
      className={`rove-trade__group ${props.className ?? ''}`}
      aria-describedby={fieldAria(ctx, field, hintId)['aria-describedby']}
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
              aria-invalid={invalid || undefined}
              onChange={() => props.onChange(value)}
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
      <FieldError ctx={ctx} field={field} />
    </fieldset>
  );
}
