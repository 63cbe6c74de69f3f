import { useState, type ReactNode } from 'react';
import { logOnce } from '../../../core/log';
import type { OnDemand } from '../element/use-on-demand';

/** What every dialog opened by this button is given. */
export interface OpenedDialogProps {
  /** The button, which gets focus back when the dialog closes. */
  returnFocusTo: HTMLElement | null;
  onClose: () => void;
}

export interface OnDemandDialogButtonProps<M, R> {
  /** The dialog's store over its chunk (use-on-demand.ts), which the widget may also read. */
  dialog: OnDemand<M, R>;
  /** The host's button class. */
  className: string;
  /** The label's language, where it is not the page's. */
  lang?: string;
  /** The log key and message should the chunk fail to arrive (logged once, as an error). */
  chunkFailure: { key: string; message: string };
  /** The dialog, once its chunk has arrived. */
  renderDialog: (module: M, opened: OpenedDialogProps) => ReactNode;
  /** The button's label. */
  children: ReactNode;
}

/**
 * A button that opens a dialog whose chunk arrives on the first press (the postcode search,
 * what's covered): the chunk's failure is logged once and the dialog reports itself closed, so
 * the next press tries again.
 */
export function OnDemandDialogButton<M, R>(props: OnDemandDialogButtonProps<M, R>) {
  const { dialog, className, lang, chunkFailure, renderDialog, children } = props;
  // Held as state, not read from a ref while rendering: the dialog hands focus back to it.
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const { open, module } = dialog.state;

  const press = () =>
    dialog.press((error) => logOnce('error', chunkFailure.key, chunkFailure.message, error));

  return (
    <>
      <button
        type="button"
        ref={setButton}
        className={className}
        lang={lang}
        aria-haspopup="dialog"
        onClick={press}
      >
        {children}
      </button>
      {open &&
        module &&
        renderDialog(module, {
          returnFocusTo: button,
          onClose: () => dialog.dispatch({ type: 'closed' }),
        })}
    </>
  );
}
