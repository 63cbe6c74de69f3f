import { useState } from 'react';
import type { ChosenPlace } from './google-places';
import type { PlacesAutocomplete as Autocomplete } from './PlacesAutocomplete';

/** The White House as placeAddress reads it from Google's address components (tests only). */
export const WHITE_HOUSE_ADDRESS = {
  street: '1600 Pennsylvania Avenue Northwest',
  address2: '',
  city: 'Washington',
  province: { code: 'DC', name: 'District of Columbia' },
  country: 'US',
  postal: '20500',
};

export const street = () => document.getElementById('street') as HTMLInputElement;
export const announced = () => document.querySelector('.rove-places [role="status"]')?.textContent;

/**
 * A street field as the forms render it, with the suggestions after it; the chosen place's
 * street goes into the field. The component comes in as a prop: a test that resets its modules
 * passes the freshly imported one.
 */
export function StreetField({
  PlacesAutocomplete,
  onPlace,
}: {
  PlacesAutocomplete: typeof Autocomplete;
  onPlace?: (place: ChosenPlace) => void;
}) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="street">Street address</label>
      <input id="street" value={value} onChange={(event) => setValue(event.currentTarget.value)} />
      <PlacesAutocomplete
        inputId="street"
        regionCodes={['us']}
        onPlace={(place) => {
          setValue(place.address.street);
          onPlace?.(place);
        }}
      />
    </>
  );
}
