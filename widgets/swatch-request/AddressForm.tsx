import { Fragment, useRef } from 'react';
import {
  PostcodeSearch,
  type PostcodeFill,
} from '../shared/vendors/korean-postcode/PostcodeSearch';
import { PlacesAutocomplete, type ChosenPlace } from '../shared/vendors/places/PlacesAutocomplete';
import { regionCodesFor } from '../shared/vendors/places/place-regions.logic';
import { AddressInput } from './AddressInput';
import {
  ADDRESS_FIELDS,
  countryOfCode,
  swatchPlaceFields,
  type AddressErrors,
  type AddressField,
  type SwatchAddress,
  type SwatchCountryCode,
} from './swatch-address';
import type { SubmitStatus } from './swatch-request.logic';
import type { SwatchRequestText } from './swatch-request-text';

// The swatch request's address may be anywhere the shop sells (spec/product.md §7).
const SWATCH_REGION_CODES = regionCodesFor('swatch', 'US');

interface AddressFormProps {
  id: string;
  /** The names of the chosen swatches, in the order they were picked. */
  names: readonly string[];
  address: SwatchAddress;
  errors: AddressErrors;
  countries: readonly SwatchCountryCode[];
  status: SubmitStatus;
  text: SwatchRequestText;
  onBack: () => void;
  onType: (field: AddressField, value: string) => void;
  /** Returns the first invalid field (focused here), or null when the form was sent. */
  onSubmit: () => AddressField | null | Promise<AddressField | null>;
}

/** The address form (spec/product.md §4, §5, §7): the chosen swatches, the fields, Back / Send. */
export function AddressForm({ id, address, errors, status, text, ...props }: AddressFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const focusField = (field: AddressField) =>
    formRef.current?.querySelector<HTMLElement>(`#${id}-${field}`)?.focus();

  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    const invalid = await props.onSubmit();
    if (invalid) focusField(invalid);
  };

  // Korea: the postcode search fills address 1 and the postal code (spec/product.md §7), then the
  // shopper goes on with the detail address.
  const korean = countryOfCode(address.country) === 'KR';
  const fillFromPostcode = (fill: PostcodeFill) => {
    props.onType('address1', fill.street);
    props.onType('postal_code', fill.postal);
    focusField('address2');
  };

  // A chosen address suggestion fills the address as if typed (spec/product.md §7).
  const fillFromPlace = ({ address: place }: ChosenPlace) => {
    for (const [field, value] of swatchPlaceFields(place)) props.onType(field, value);
  };

  const sending = status === 'sending';
  return (
    <form
      ref={formRef}
      className="rove-swatch-request__form"
      noValidate
      aria-labelledby={`${id}-address-heading`}
      onSubmit={(event) => void submit(event)}
    >
      <h2 id={`${id}-address-heading`} className="rove-swatch-request__heading" tabIndex={-1}>
        {text.addressHeading}
      </h2>
      <p className="rove-swatch-request__chosen">
        <strong>{text.yourSwatches}:</strong> {props.names.join(', ')}
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
        {status === 'failed' ? text.failed : Object.keys(errors).length > 0 ? text.fixErrors : ''}
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
  );
}
