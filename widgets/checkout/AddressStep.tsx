import { useEffect, useRef, useState, type ReactElement } from 'react';
import { COUNTRIES, type Country } from '../../core/country';
import { COUNTRY_NUMERIC_CODE } from '../../core/country-codes';
import { useCheckoutText, type CheckoutTextKey } from './checkout-text';
import {
  billingRulesCountry,
  paneFieldName,
  placeFields,
  type Address,
  type AddressField,
  type AddressPane,
} from './address-form.logic';
import { quoteLoadingDots, retrievingQuoteText } from './shipping.logic';
import { ContinueButton } from './StepSection';
import { QUOTE_CHECK_INTERVAL_MS } from './timings';
import type { UseCheckout } from './useCheckout';
import { controlAria, errorIdOf, FormField } from '../shared/forms/form-field';
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

const TEXT_FIELDS: readonly AddressField[] = [
  'first_name',
  'last_name',
  'company',
  'street1',
  'street2',
  'city',
];

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

/**
 * A pane's field parts: a field's posted name, autocomplete, ARIA and error, and the labelled
 * wrapper every control of the pane sits in.
 */
function useAddressFieldParts(pane: AddressPane, fieldErrors: FieldsetProps['fieldErrors']) {
  const { m } = useCheckoutText();
  const id = usePageId();
  const field = (name: AddressField) => {
    const posted = paneFieldName(pane, name);
    const error = fieldErrors[posted];
    return {
      ...controlAria(`${id}-${name}`, error),
      className: 'rove-control',
      name: posted,
      autoComplete: `${pane === 'delivery' ? 'shipping' : 'billing'} ${AUTOCOMPLETE[name]}`,
      error,
    };
  };
  const wrap = (name: AddressField, control: ReactElement, error: string | undefined) => (
    <FormField
      key={name}
      block="rove-checkout"
      modifier={name}
      id={`${id}-${name}`}
      label={m[LABEL_KEYS[name]]}
      error={error}
    >
      {control}
    </FormField>
  );
  return { id, field, wrap };
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
  const { id, field, wrap } = useAddressFieldParts(pane, fieldErrors);
  // A chosen address suggestion fills the pane as if typed (spec/checkout.md §7).
  const fill = (filled: readonly [AddressField, string][]) => {
    for (const [name, value] of filled) {
      onChange(pane, name, value);
      onBlur(pane, name);
    }
  };
  const fillFromPlace = ({ address: place }: ChosenPlace) =>
    fill(placeFields(place, pane, rules, zones));
  const text = (
    name: AddressField,
    extra: { inputMode?: 'tel' | 'numeric' | 'text'; type?: string } = {},
  ) => {
    const { error, ...attrs } = field(name);
    const optional = name === 'company' || name === 'street2';
    return wrap(
      name,
      <>
        <input
          {...attrs}
          type={extra.type ?? 'text'}
          inputMode={extra.inputMode}
          required={!optional}
          value={address[name]}
          onChange={(event) => onChange(pane, name, event.currentTarget.value)}
          onBlur={() => onBlur(pane, name)}
        />
        {name === 'street1' && (
          <PlacesAutocomplete
            inputId={attrs.id}
            regionCodes={regionCodes}
            onPlace={fillFromPlace}
          />
        )}
      </>,
      error,
    );
  };
  const provinces = zones[rules] ?? [];
  const zoneField = () => {
    const { error, ...attrs } = field('zone');
    return wrap(
      'zone',
      <select
        {...attrs}
        required
        value={address.zone}
        onChange={(event) => onChange(pane, 'zone', event.currentTarget.value)}
        onBlur={() => onBlur(pane, 'zone')}
      >
        <option value="">{rules === 'HK' ? m.regionPlaceholder : m.provincePlaceholder}</option>
        {provinces.map((zone) => (
          <option key={zone.code} value={zone.code}>
            {zone.name}
          </option>
        ))}
      </select>,
      error,
    );
  };
  const countryField = () => {
    const { error, ...attrs } = field('country');
    if (pane === 'delivery') {
      // Delivery is in the shop's country only: shown, not chosen.
      return (
        <div key="country" className="rove-checkout__field rove-checkout__field--country">
          <span className="rove-checkout__label">{m[LABEL_KEYS.country]}</span>
          <span className="rove-checkout__fixed">{country(rules)}</span>
        </div>
      );
    }
    return wrap(
      'country',
      <select
        {...attrs}
        required
        value={address.country}
        onChange={(event) => onChange(pane, 'country', event.currentTarget.value)}
      >
        {COUNTRIES.map((code) => (
          <option key={code} value={String(COUNTRY_NUMERIC_CODE[code])}>
            {country(code)}
          </option>
        ))}
      </select>,
      error,
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
          {...controlAria(`${id}-quotes`, quoteError)}
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
      {quoteError && (
        <p id={errorIdOf(`${id}-quotes`)} className="rove-checkout__error" role="alert">
          {quoteError}
        </p>
      )}
    </section>
  );
}
