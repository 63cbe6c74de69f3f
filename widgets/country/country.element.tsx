import { createRoveElement, type ElementProps } from '../shared/element/define-element';
import { Country } from './Country';
import countryCss from './country.css?raw';
import { useCountry } from './useCountry';

function ConnectedCountry({ container }: ElementProps) {
  return <Country {...useCountry(container)} />;
}

/** The <rove-country> element class (no side effects: define.ts registers it). */
export function createCountryElement(): CustomElementConstructor {
  return createRoveElement<ElementProps>('rove-country', ConnectedCountry, {
    props: {},
    styles: { 'rove-country': countryCss },
  });
}
