import { useState, type ReactNode } from 'react';
import { Modal } from './Modal';
import type { DialogOpenProps } from './use-dialog-open';

/** With the dialog's open state and handlers (useDialogOpen). */
export interface LineWithDialogProps extends DialogOpenProps {
  /** The line's classes (its own, and `rove-promo-line` where it is a promotional line). */
  className: string;
  /** The line is a live region of its own (when its text changes with the shopper's choices). */
  live?: boolean;
  /** What the line says before its button, and that text's class. */
  lead: { text: string; className: string };
  /** The text button that opens the dialog: its label and its own class. */
  more: { label: string; className: string };
  /** The dialog's title (its name and heading), close label, class and heading class. */
  dialog: { title: string; close: string; className: string; headingClassName?: string };
  /** The dialog's content. */
  children: ReactNode;
}

/**
 * A line of text whose text button opens an information dialog (financing's 'Learn more',
 * membership's 'See the offer'); focus goes back to the button when the dialog closes.
 */
export function LineWithDialog(props: LineWithDialogProps) {
  const { className, live, lead, more, dialog, dialogOpen, onOpen, onClose, children } = props;
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  return (
    <>
      <p className={className} aria-live={live ? 'polite' : undefined}>
        <span className={lead.className}>{lead.text}</span>{' '}
        <button
          ref={setButton}
          type="button"
          className={`${more.className} rove-text-button`}
          aria-haspopup="dialog"
          onClick={onOpen}
        >
          {more.label}
        </button>
      </p>
      <Modal
        open={dialogOpen}
        onClose={onClose}
        label={dialog.title}
        heading={{ className: dialog.headingClassName }}
        closeLabel={dialog.close}
        returnFocusTo={button}
        className={dialog.className}
      >
        {children}
      </Modal>
    </>
  );
}
