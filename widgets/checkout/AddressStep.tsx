import { useEffect, useRef, useState, type ReactElement } from 'react';
import { COUNTRIES, type Country } from '../../core/country';
import { COUNTRY_NUMERIC_CODE } from '../../core/country-codes';
import { useCheckoutText, type CheckoutTextKey } from './checkout-text';
import {
  ADDRESS_FIELDS,
  billingRulesCountry,
  paneFieldName,
  placeFields,
  type Address,
  type AddressField,
  type AddressPane,
} from './address-form.logic';
import { quoteLoadingDots, retrievingQuoteText } from './shipping.logic';
import { ContinueButton, ControlAlert } from './StepSection';
import { QUOTE_CHECK_INTERVAL_MS } from './timings';
import type { UseCheckout } from './useCheckout';
import { FormField, useFormControl, type FormControl } from '../shared/forms/form-field';
import { usePageId } from '../shared/element/use-page-id';
import {
  PostcodeSearch,
  type PostcodeFill,
} from '../shared/vendors/korean-postcode/PostcodeSearch';
import { PlacesAutocomplete, type ChosenPlace } from '../shared/vendors/places/PlacesAutocomplete';
import { regionCodesFor } from '../shared/vendors/places/place-regions.logic';

/** A province choice of the select. */
export interface ZoneOption {
  readonly code: string;
  readonly name: string;
}

/** The hook's address and quote state, shown as it is (see UseCheckout for each field). */
type AddressState = Pick<
  UseCheckout,
  | 'forms'
  | 'fieldErrors'
  | 'quoteGate'
  | 'quotes'
  | 'quote'
  | 'quotePhase'
  | 'quoteMessages'
  | 'quoteError'
>;

export interface AddressStepProps extends AddressState {
  readonly country: Country;
  readonly zones: Readonly<Record<string, readonly ZoneOption[]>>;
  readonly message: string | null;
  readonly busy: boolean;
  readonly onChange: (pane: AddressPane, field: AddressField, value: string) => void;
  readonly onBlur: (pane: AddressPane, field: AddressField) => void;
  readonly onCopyToBilling: (value: boolean) => void;
  readonly onQuote: (value: string) => void;
  readonly onContinue: () => void;
}

const LABEL_KEYS: Readonly<Record<AddressField, CheckoutTextKey>> = {
  first_name: 'firstName',
  last_name: 'lastName',
  company: 'company',
  street1: 'street1',
  street2: 'street2',
  city: 'city',
  zone: 'zone',
  country: 'country',
  postal_code: 'postalCode',
  phone: 'phone',
};

const AUTOCOMPLETE: Readonly<Record<AddressField, string>> = {
  first_name: 'given-name',
  last_name: 'family-name',
  company: 'organization',
  street1: 'address-line1',
  street2: 'address-line2',
  city: 'address-level2',
  zone: 'address-level1',
  country: 'country',
  postal_code: 'postal-code',
  phone: 'tel',
};

/** The text fields above the province, in the form's order (name, company, street, city). */
const TEXT_FIELDS: readonly AddressField[] = ADDRESS_FIELDS.slice(
  0,
  ADDRESS_FIELDS.indexOf('zone'),
);

/** The shipping and billing forms, copy-to-billing and the shipping quote (spec/checkout.md §4, §5). */
export function AddressStep(props: AddressStepProps) {
  const { m } = useCheckoutText();
  const { forms, country, message, busy, onContinue, onCopyToBilling } = props;
  const id = usePageId();
  const billingCountry = billingRulesCountry(forms.billing, country);
  // A refused Continue takes the shopper to the first field to fix (spec/checkout.md §5 scrolls there).
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) root.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [message]);
  return (
    <div className="rove-checkout__form" ref={root}>
      <AddressFieldset
        {...props}
        pane="delivery"
        address={forms.shipping}
        rules={country}
        regionCodes={regionCodesFor('delivery', country)}
      />
      <label className="rove-checkout__check">
        <input
          type="checkbox"
          name="panes[billing][copy_address]"
          checked={forms.copyToBilling}
          onChange={(event) => onCopyToBilling(event.currentTarget.checked)}
        />
        <span>{m.copyToBilling}</span>
      </label>
      {!forms.copyToBilling && (
        <AddressFieldset
          {...props}
          pane="billing"
          address={forms.billing}
          rules={billingCountry}
          regionCodes={regionCodesFor('billing', country)}
        />
      )}
      <QuoteSection {...props} />
      {message && (
        <p id={`${id}-message`} className="rove-checkout__error" role="alert">
          {message}
        </p>
      )}
      <ContinueButton busy={busy} onClick={onContinue} />
    </div>
  );
}

interface FieldsetProps extends AddressStepProps {
  readonly pane: AddressPane;
  readonly address: Address;
  /** The country whose rules and provinces apply. */
  readonly rules: Country;
  /** Where the street's address suggestions may come from (spec/checkout.md §7). */
  readonly regionCodes: readonly string[];
}

interface AddressRowProps {
  /** The fieldset's page id: every control's id is `${idPrefix}-${name}`. */
  readonly idPrefix: string;
  readonly pane: AddressPane;
  readonly name: AddressField;
  readonly value: string;
  /** Its shown error: the machine already applied the one rule (form-field.logic `shownErrors`). */
  readonly error: string | undefined;
  readonly onChange: (value: string) => void;
  /** A text field or province is judged once left; the country when chosen. */
  readonly onBlur?: () => void;
  readonly control: (attrs: AddressControlAttrs) => ReactElement;
}

/** What every control of a pane takes: the one form control's props and the posted name. */
type AddressControlAttrs = FormControl<string>['props'] & {
  className: string;
  name: string;
  autoComplete: string;
};

/** One field of a pane: its label, its control on the one form control (decision 0067), its error. */
function AddressRow({
  idPrefix,
  pane,
  name,
  value,
  error,
  onChange,
  onBlur,
  control,
}: AddressRowProps) {
  const { m } = useCheckoutText();
  const { props, error: shown } = useFormControl({
    id: `${idPrefix}-${name}`,
    held: error,
    value,
    onChange,
    onBlur,
  });
  return (
    <FormField
      block="rove-checkout"
      modifier={name}
      id={props.id}
      label={m[LABEL_KEYS[name]]}
      error={shown}
    >
      {control({
        ...props,
        className: 'rove-control',
        name: paneFieldName(pane, name),
        autoComplete: `${pane === 'delivery' ? 'shipping' : 'billing'} ${AUTOCOMPLETE[name]}`,
      })}
    </FormField>
  );
}

function AddressFieldset({
  pane,
  address,
  rules,
  regionCodes,
  zones,
  fieldErrors,
  onChange,
  onBlur,
}: FieldsetProps) {
  const { m, country } = useCheckoutText();
  const id = usePageId();
  // A chosen address suggestion fills the pane as if typed (spec/checkout.md §7).
  const fill = (filled: readonly [AddressField, string][]) => {
    for (const [name, value] of filled) {
      onChange(pane, name, value);
      onBlur(pane, name);
    }
  };
  const fillFromPlace = ({ address: place }: ChosenPlace) =>
    fill(placeFields(place, pane, rules, zones));
  const row = (name: AddressField, control: AddressRowProps['control'], judgedOnBlur = true) => (
    <AddressRow
      key={name}
      idPrefix={id}
      pane={pane}
      name={name}
      value={address[name]}
      error={fieldErrors[paneFieldName(pane, name)]}
      onChange={(value) => onChange(pane, name, value)}
      onBlur={judgedOnBlur ? () => onBlur(pane, name) : undefined}
      control={control}
    />
  );
  const text = (
    name: AddressField,
    extra: { inputMode?: 'tel' | 'numeric' | 'text'; type?: string } = {},
  ) =>
    row(name, (attrs) => (
      <>
        <input
          {...attrs}
          type={extra.type ?? 'text'}
          inputMode={extra.inputMode}
          required={name !== 'company' && name !== 'street2'}
        />
        {name === 'street1' && (
          <PlacesAutocomplete
            inputId={attrs.id}
            regionCodes={regionCodes}
            onPlace={fillFromPlace}
          />
        )}
      </>
    ));
  const provinces = zones[rules] ?? [];
  const zoneField = () =>
    row('zone', (attrs) => (
      <select {...attrs} required>
        <option value="">{rules === 'HK' ? m.regionPlaceholder : m.provincePlaceholder}</option>
        {provinces.map((zone) => (
          <option key={zone.code} value={zone.code}>
            {zone.name}
          </option>
        ))}
      </select>
    ));
  const countryField = () => {
    if (pane === 'delivery') {
      // Delivery is in the shop's country only: shown, not chosen.
      return (
        <div key="country" className="rove-checkout__field rove-checkout__field--country">
          <span className="rove-checkout__label">{m[LABEL_KEYS.country]}</span>
          <span className="rove-checkout__fixed">{country(rules)}</span>
        </div>
      );
    }
    // The country is judged when chosen (the machine's fieldChanged), not on blur.
    return row(
      'country',
      (attrs) => (
        <select {...attrs} required>
          {COUNTRIES.map((code) => (
            <option key={code} value={String(COUNTRY_NUMERIC_CODE[code])}>
              {country(code)}
            </option>
          ))}
        </select>
      ),
      false,
    );
  };
  // Korea: the postcode search fills postal code, street and city (spec/checkout.md §7) as if typed,
  // then the shopper goes on with the detail address.
  const fillFromPostcode = (found: PostcodeFill) => {
    fill([
      ['postal_code', found.postal],
      ['street1', found.street],
      ['city', found.city],
    ]);
    document.getElementById(`${id}-street2`)?.focus();
  };
  return (
    <fieldset className="rove-checkout__address" data-pane={pane}>
      <legend className="rove-checkout__legend">
        {pane === 'delivery' ? m.shippingAddress : m.billingAddress}
      </legend>
      {rules === 'KR' && (
        <div className="rove-checkout__field rove-checkout__field--postcode-search">
          <PostcodeSearch className="rove-checkout__secondary" onFound={fillFromPostcode} />
        </div>
      )}
      {TEXT_FIELDS.map((name) => text(name))}
      {/* Korea has no province (spec/checkout.md §5). */}
      {provinces.length > 0 && zoneField()}
      {countryField()}
      {text('postal_code', { inputMode: rules === 'CA' || rules === 'UK' ? 'text' : 'numeric' })}
      {text('phone', { inputMode: 'tel', type: 'tel' })}
    </fieldset>
  );
}

function useLoadingDots(active: boolean): string {
  const [frame, setFrame] = useState(0);
  useEffect(() => {
    if (!active) return;
    // The dots are decoration: without motion the line alone says it is loading.
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    // One dot per quote check (spec/checkout.md §9), so the line moves while the quote is awaited.
    const timer = setInterval(() => setFrame((now) => now + 1), QUOTE_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [active]);
  return active ? quoteLoadingDots(frame) : '';
}

function QuoteSection({
  quoteGate,
  quotes,
  quote,
  quotePhase,
  quoteMessages,
  quoteError,
  onQuote,
}: AddressStepProps) {
  const { m } = useCheckoutText();
  const id = usePageId();
  const loading = quotePhase === 'loading';
  const dots = useLoadingDots(loading);
  const group = useFormControl({ id: `${id}-quotes`, held: quoteError });
  return (
    <section className="rove-checkout__quotes" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="rove-checkout__legend">
        {m.shippingOptions}
      </h3>
      <div role="status" className="rove-checkout__quote-status">
        {quoteGate !== null ? (
          <p className="rove-checkout__note">{quoteGate}</p>
        ) : loading ? (
          <p className="rove-checkout__note">
            {retrievingQuoteText()}
            <span className="rove-checkout__dots" aria-hidden="true">
              {dots}
            </span>
          </p>
        ) : null}
      </div>
      {quoteGate === null && !loading && quoteMessages.length > 0 && (
        <ul className="rove-checkout__error-list" role="alert">
          {quoteMessages.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      {quoteGate === null && !loading && quotes.length > 0 && (
        <div
          role="radiogroup"
          aria-labelledby={`${id}-title`}
          {...group.aria}
          className="rove-checkout__choices"
        >
          {quotes.map((option) => (
            <label key={option.value} className="rove-checkout__choice">
              <input
                type="radio"
                name="panes[quotes][quote_option]"
                value={option.value}
                checked={quote === option.value}
                onChange={() => onQuote(option.value)}
              />
              <span>{option.priceText ? `${option.name} - ${option.priceText}` : option.name}</span>
            </label>
          ))}
        </div>
      )}
      <ControlAlert control={group} />
    </section>
  );
}
