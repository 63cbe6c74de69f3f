import { useEffect, useMemo, useRef } from 'react';
import { logOnce } from '../../../../core/log';
import { getSettings } from '../../../../core/settings/settings';
import { lazyModule } from '../../element/lazy-module';
import { useOnDemand } from '../../element/use-on-demand';
import type { ChosenPlace } from './google-places';
import { mapsApiKey } from './places-settings';

export type { ChosenPlace };

// The combobox, its styles, texts and Google's loader arrive on the first focus of a street
// field, and only where the site has a Maps key.
const comboboxChunk = lazyModule(() => import('./PlacesCombobox'));

export interface PlacesAutocompleteProps {
  /** The street field (rendered just before this) that gets the suggestions. */
  inputId: string;
  /** CLDR region codes the suggestions may come from (place-address.logic regionCodesFor). */
  regionCodes: readonly string[];
  onPlace: (place: ChosenPlace) => void;
}

/**
 * Address suggestions for a street field (spec/product.md §7, spec/checkout.md §7; issue 25), placed right after
 * the field. With `maps.apiKey` in the settings it waits for the field's first focus, then loads
 * and mounts the combobox; without a key it renders nothing and loads nothing.
 */
export function PlacesAutocomplete({ inputId, regionCodes, onPlace }: PlacesAutocompleteProps) {
  const apiKey = useMemo(() => mapsApiKey(getSettings().extra['maps']), []);
  const anchor = useRef<HTMLSpanElement>(null);
  const { state, fetch } = useOnDemand(comboboxChunk);
  const chunk = state.module;

  useEffect(() => {
    const field = anchor.current?.ownerDocument.getElementById(inputId);
    if (!apiKey || chunk || !field) return;
    const load = () =>
      fetch().catch((error: unknown) =>
        logOnce('error', 'places:chunk', 'could not load the address suggestions', error),
      );
    // Focused before this effect ran (effects wait for a frame under preact): load now.
    if (field.ownerDocument.activeElement === field) {
      void load();
      return;
    }
    field.addEventListener('focus', load, { once: true });
    return () => field.removeEventListener('focus', load);
  }, [apiKey, chunk, inputId, fetch]);

  if (!apiKey) return null;
  const Combobox = chunk?.PlacesCombobox;
  return Combobox ? (
    <Combobox apiKey={apiKey} inputId={inputId} regionCodes={regionCodes} onPlace={onPlace} />
  ) : (
    <span ref={anchor} hidden />
  );
}
