import { useLayoutEffect, useRef } from 'react';
import { usePageId } from '../shared/element/use-page-id';
import { AddressForm } from './AddressForm';
import { LimitAlert } from './LimitAlert';
import type {
  AddressErrors,
  AddressField,
  SwatchAddress,
  SwatchCountryCode,
} from './swatch-address';
import type { SwatchOption } from './swatch-config';
import type { SubmitStatus, SwatchView } from './swatch-request.logic';
import type { SwatchRequestText } from './swatch-request-text';
import { SwatchList } from './SwatchList';
import { SwatchSent } from './SwatchSent';

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

/**
 * Moves focus to the new part's heading when the list, the form or the thank-you replaces
 * another (not on the first render: the page decides where focus starts).
 */
function useFocusPartHeading(id: string, part: string) {
  const rootRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  useLayoutEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    rootRef.current?.querySelector<HTMLElement>(`#${id}-${part}-heading`)?.focus();
  }, [part, id]);
  return rootRef;
}

/**
 * The swatch request page (spec/product.md §4): the swatch list with its toggles and counter, the
 * address form (Continue / Back), the limit alert and the thank-you. Props in, callbacks out.
 */
export function SwatchRequest(props: SwatchRequestProps) {
  const { swatches, selected, text, view, status } = props;
  const id = usePageId();
  const sent = status === 'sent';
  const rootRef = useFocusPartHeading(id, sent ? 'sent' : view);
  const names = swatches.filter((s) => selected.includes(s.id)).map((s) => s.name);

  return (
    <div className="rove-swatch-request" ref={rootRef}>
      {props.hasBeenSubmitted && !sent && selected.length === 0 && (
        <p className="rove-swatch-request__note">{text.submittedBefore}</p>
      )}
      {/* A live region that is always there, so each change of the count is announced. */}
      <p className="rove-swatch-request__counter" role="status">
        {sent ? '' : text.counter(selected.length)}
      </p>

      {sent ? (
        <SwatchSent
          id={id}
          names={names}
          count={selected.length}
          city={props.address.city.trim()}
          text={text}
          onRestart={props.onRestart}
        />
      ) : view === 'list' ? (
        <SwatchList
          id={id}
          swatches={swatches}
          selected={selected}
          noneSelected={props.noneSelected}
          text={text}
          onToggle={props.onToggle}
          onContinue={props.onContinue}
        />
      ) : (
        <AddressForm
          id={id}
          names={names}
          address={props.address}
          errors={props.errors}
          countries={props.countries}
          status={status}
          text={text}
          onBack={props.onBack}
          onType={props.onType}
          onSubmit={props.onSubmit}
        />
      )}

      <LimitAlert id={id} open={props.limitAlert} text={text} onClose={props.onCloseAlert} />
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
