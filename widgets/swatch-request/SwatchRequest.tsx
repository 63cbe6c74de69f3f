import { Fragment, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Modal } from '../shared/Modal';
import { PostcodeSearch, type PostcodeFill } from '../shared/korean-postcode/PostcodeSearch';
import { PlacesAutocomplete, type ChosenPlace } from '../shared/places/PlacesAutocomplete';
import { regionCodesFor } from '../shared/places/place-regions.logic';
import { controlClass, FormField, hintIdOf, useFormControl } from '../shared/form-field';
import { usePageId } from '../shared/use-page-id';
import {
  ADDRESS_FIELDS,
  countryOfCode,
  isFieldRequired,
  swatchPlaceFields,
  type AddressErrors,
  type AddressField,
  type SwatchAddress,
  type SwatchCountryCode,
} from './swatch-address';
import type { SwatchOption } from './swatch-config';
import type { SubmitStatus, SwatchView } from './swatch-request.logic';
import type { SwatchRequestText } from './swatch-request-text';

export interface SwatchRequestProps {
  swatches: readonly SwatchOption[];
  selected: readonly number[];
  limit: number;
  view: SwatchView;
  limitAlert: boolean;
  noneSelected: boolean;
  address: SwatchAddress;
  errors: AddressErrors;
  countries: readonly SwatchCountryCode[];
  status: SubmitStatus;
  hasBeenSubmitted: boolean;
  text: SwatchRequestText;
  onToggle: (id: number) => void;
  onCloseAlert: () => void;
  onContinue: () => void;
  onBack: () => void;
  onType: (field: AddressField, value: string) => void;
  /** Returns the first invalid field (focused by the view), or null when the form was sent. */
  onSubmit: () => AddressField | null | Promise<AddressField | null>;
  onRestart: () => void;
}

// The swatch request's address may be anywhere the shop sells (spec/product.md §7).
const SWATCH_REGION_CODES = regionCodesFor('swatch', 'US');

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
function AddressInput(props: AddressInputProps) {
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

/**
 * The swatch request page (spec/product.md §4): the swatch list with its toggles and counter, the
 * address form (Continue / Back), the limit alert and the thank-you. Props in, callbacks out.
 */
export function SwatchRequest(props: SwatchRequestProps) {
  const { swatches, selected, text, view, status, errors, address } = props;
  const id = usePageId();
  const rootRef = useRef<HTMLDivElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  const firstRender = useRef(true);

  // Move focus to the new part's heading when the list, the form or the thank-you replaces
  // another (not on the first render: the page decides where focus starts).
  const part = status === 'sent' ? 'sent' : view;
  useLayoutEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    rootRef.current?.querySelector<HTMLElement>(`#${id}-${part}-heading`)?.focus();
  }, [part, id]);

  // An alert dialog (WAI-ARIA APG): role alertdialog, described by the message, focus on OK.
  // Runs after the shared Modal's own effect (children's effects run first).
  useLayoutEffect(() => {
    if (!props.limitAlert) return;
    const dialog = okRef.current?.closest('dialog');
    dialog?.setAttribute('role', 'alertdialog');
    dialog?.setAttribute('aria-describedby', `${id}-alert-message`);
    okRef.current?.focus();
  }, [props.limitAlert, id]);

  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    const invalid = await props.onSubmit();
    if (invalid) rootRef.current?.querySelector<HTMLElement>(`#${id}-${invalid}`)?.focus();
  };

  // Korea: the postcode search fills address 1 and the postal code (spec/product.md §7), then the
  // shopper goes on with the detail address.
  const korean = countryOfCode(address.country) === 'KR';
  const fillFromPostcode = (fill: PostcodeFill) => {
    props.onType('address1', fill.street);
    props.onType('postal_code', fill.postal);
    rootRef.current?.querySelector<HTMLElement>(`#${id}-address2`)?.focus();
  };

  // A chosen address suggestion fills the address as if typed (spec/product.md §7).
  const fillFromPlace = ({ address: place }: ChosenPlace) => {
    for (const [field, value] of swatchPlaceFields(place)) props.onType(field, value);
  };

  const names = swatches.filter((s) => selected.includes(s.id)).map((s) => s.name);
  const sending = status === 'sending';

  return (
    <div className="rove-swatch-request" ref={rootRef}>
      {props.hasBeenSubmitted && status !== 'sent' && selected.length === 0 && (
        <p className="rove-swatch-request__note">{text.submittedBefore}</p>
      )}
      {/* A live region that is always there, so each change of the count is announced. */}
      <p className="rove-swatch-request__counter" role="status">
        {status === 'sent' ? '' : text.counter(selected.length)}
      </p>

      {status === 'sent' ? (
        <section className="rove-swatch-request__sent" aria-labelledby={`${id}-sent-heading`}>
          <h2 id={`${id}-sent-heading`} className="rove-swatch-request__heading" tabIndex={-1}>
            {text.sent}
          </h2>
          <p>{text.sentNote(selected.length, address.city.trim())}</p>
          <ul className="rove-swatch-request__summary">
            {names.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
          <button
            type="button"
            className="rove-swatch-request__secondary"
            onClick={props.onRestart}
          >
            {text.restart}
          </button>
        </section>
      ) : view === 'list' ? (
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
                  {swatch.group && (
                    <span className="rove-swatch-request__group">{swatch.group}</span>
                  )}
                  <button
                    type="button"
                    className="rove-swatch-request__toggle"
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
      ) : (
        <form
          className="rove-swatch-request__form"
          noValidate
          aria-labelledby={`${id}-address-heading`}
          onSubmit={(event) => void submit(event)}
        >
          <h2 id={`${id}-address-heading`} className="rove-swatch-request__heading" tabIndex={-1}>
            {text.addressHeading}
          </h2>
          <p className="rove-swatch-request__chosen">
            <strong>{text.yourSwatches}:</strong> {names.join(', ')}
          </p>
          <div className="rove-swatch-request__fields">
            {ADDRESS_FIELDS.map((field) => {
              const fieldId = `${id}-${field}`;
              return (
                <Fragment key={field}>
                  {field === 'address1' && korean && (
                    <div className="rove-swatch-request__field rove-swatch-request__field--postcode-search">
                      <PostcodeSearch
                        className="rove-swatch-request__secondary"
                        onFound={fillFromPostcode}
                      />
                    </div>
                  )}
                  <AddressInput
                    field={field}
                    id={fieldId}
                    held={errors[field]}
                    value={address[field]}
                    country={address.country}
                    countries={props.countries}
                    text={text}
                    disabled={sending}
                    onType={props.onType}
                  >
                    {field === 'address1' && (
                      <PlacesAutocomplete
                        inputId={fieldId}
                        regionCodes={SWATCH_REGION_CODES}
                        onPlace={fillFromPlace}
                      />
                    )}
                  </AddressInput>
                </Fragment>
              );
            })}
          </div>
          <p className="rove-swatch-request__error" role="alert">
            {status === 'failed'
              ? text.failed
              : Object.keys(errors).length > 0
                ? text.fixErrors
                : ''}
          </p>
          <div className="rove-swatch-request__actions">
            <button
              type="button"
              className="rove-swatch-request__secondary"
              disabled={sending}
              onClick={props.onBack}
            >
              {text.back}
            </button>
            <button type="submit" className="rove-swatch-request__primary" disabled={sending}>
              {sending ? text.sending : text.submit}
            </button>
          </div>
        </form>
      )}

      <Modal
        open={props.limitAlert}
        onClose={props.onCloseAlert}
        label={text.alertTitle}
        heading={{ className: 'rove-swatch-request__alert-title' }}
        closeLabel={text.close}
        className="rove-swatch-request__alert"
      >
        <p id={`${id}-alert-message`}>{text.limitExceeded}</p>
        <button
          ref={okRef}
          type="button"
          className="rove-swatch-request__primary"
          onClick={props.onCloseAlert}
        >
          {text.ok}
        </button>
      </Modal>
    </div>
  );
}

/** What shows when the page's swatch setting is unusable (malformed settings). */
export function SwatchRequestUnavailable({ message }: { message: string }) {
  return (
    <div className="rove-swatch-request">
      <p className="rove-swatch-request__unavailable" role="alert">
        {message}
      </p>
    </div>
  );
}
