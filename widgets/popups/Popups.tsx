import type { PopupsText } from '../../core/i18n/popups';
import { CountdownBanner } from './CountdownBanner';
import { PopupDialog } from './PopupDialog';
import type { PopupsViewProps } from './types';

export type PopupsProps = PopupsViewProps & { text: PopupsText };

/**
 * <rove-popups>' view: the countdown banner (if any) at the top of the element, and the one
 * shown popup's dialog (if any). Props in, callbacks out: no timers, calls or storage here.
 */
export function Popups(props: PopupsProps) {
  const { shown, countdown, text } = props;
  if (!shown && !countdown) return null;
  return (
    <div className="rove-popups">
      {countdown && countdown.remaining > 0 ? (
        <CountdownBanner countdown={countdown} text={text} onClose={props.onCountdownClose} />
      ) : null}
      {shown ? (
        // Keyed by popup so a second popup starts with fresh focus and field state.
        <PopupDialog
          key={shown.definition.id}
          shown={shown}
          text={text}
          onEmailChange={props.onEmailChange}
          onSubmit={props.onSubmit}
          onAccept={props.onAccept}
          onClose={props.onClose}
        />
      ) : null}
    </div>
  );
}
