import { createRoveElement, type ElementProps } from '../shared/define-element';
import { Country } from './Country';
import countryCss from './country.css?raw';
import { useCountry } from './useCountry';

function ConnectedCountry({ container }: ElementProps) {
  const state = useCountry(container);
  return (
    <Country
      current={state.current}
      options={state.options}
      names={state.names}
      buttonLabel={state.buttonLabel}
      listLabel={state.listLabel}
      open={state.open}
      busy={state.busy}
      onToggle={state.setOpen}
      onChoose={state.choose}
    />
  );
}

/** The <rove-country> element class (no side effects: define.ts registers it). */
export function createCountryElement(): CustomElementConstructor {
  return createRoveElement<ElementProps>('rove-country', ConnectedCountry, {
    props: {},
    styles: { 'rove-country': countryCss },
  });
}
