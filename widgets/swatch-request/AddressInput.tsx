import type { ReactNode } from 'react';
import { controlClass, FormField, hintIdOf, useFormControl } from '../shared/forms/form-field';
import {
  isFieldRequired,
  type AddressField,
  type SwatchAddress,
  type SwatchCountryCode,
} from './swatch-address';
import type { SwatchRequestText } from './swatch-request-text';

const AUTOCOMPLETE: Readonly<Record<AddressField, string>> = {
  name: 'name',
  email: 'email',
  address1: 'address-line1',
  address2: 'address-line2',
  city: 'address-level2',
  province: 'address-level1',
  postal_code: 'postal-code',
  country: 'off',
  phone: 'tel-national',
};

interface AddressInputProps {
  field: AddressField;
  id: string;
  /** The last submit's message for the field, until it changes (swatch-request.logic.ts). */
  held: string | undefined;
  value: string;
  country: SwatchAddress['country'];
  countries: readonly SwatchCountryCode[];
  text: SwatchRequestText;
  disabled: boolean;
  onType: (field: AddressField, value: string) => void;
  /** What belongs right after the control (the address's suggestions). */
  children?: ReactNode;
}

/** One address field on the one form control (useFormControl, decision 0067). */
export function AddressInput(props: AddressInputProps) {
  const { field, id, text } = props;
  const required = isFieldRequired(field, props.country);
  const control = useFormControl({
    id,
    held: props.held,
    value: props.value,
    onChange: (value) => props.onType(field, value),
    hintId: field === 'phone' ? hintIdOf(id) : undefined,
  });
  const common = {
    ...control.props,
    name: field,
    className: controlClass('rove-swatch-request__input', control.error),
    'aria-required': required || undefined,
    autoComplete: AUTOCOMPLETE[field],
    disabled: props.disabled,
  };
  return (
    <FormField
      block="rove-swatch-request"
      modifier={field}
      id={id}
      label={text.field(field, !required)}
      hint={field === 'phone' ? text.phoneHint : null}
      error={control.error}
    >
      {field === 'country' ? (
        <select {...common}>
          {props.countries.map((code) => (
            <option key={code} value={String(code)}>
              {text.countryName(code)}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
          inputMode={field === 'phone' ? 'tel' : undefined}
          maxLength={field === 'email' ? 254 : 128}
        />
      )}
      {props.children}
    </FormField>
  );
}
