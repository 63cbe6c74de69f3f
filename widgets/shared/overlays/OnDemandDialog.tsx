import type { ReactNode } from 'react';
import { Modal } from './Modal';

export interface OnDemandDialogProps {
  /** `title` names the dialog and is its heading; `close` labels the close button. */
  text: { readonly title: string; readonly close: string };
  onClose: () => void;
  /** The button that opened it, which gets focus back. */
  returnFocusTo: HTMLElement | null;
  className: string;
  /** Its rules by id: they come with its chunk, adopted with the dialog's. */
  styles: Readonly<Record<string, string>>;
  children?: ReactNode;
}

/**
 * A titled dialog whose code arrives on demand (the buy box's notify me and cover upsell, what's
 * covered): open while mounted, its title as its heading, focus back to its opener on close, and
 * its rules brought along with its chunk rather than with every page.
 */
export function OnDemandDialog(props: OnDemandDialogProps) {
  const { text, onClose, returnFocusTo, className, styles, children } = props;
  return (
    <Modal
      open
      onClose={onClose}
      label={text.title}
      heading={{}}
      closeLabel={text.close}
      returnFocusTo={returnFocusTo}
      className={className}
      styles={styles}
    >
      {children}
    </Modal>
  );
}
