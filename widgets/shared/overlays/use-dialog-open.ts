import { useState } from 'react';

/** A view's dialog as props: whether it is open, and the handlers its button and close call. */
export interface DialogOpenProps {
  dialogOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
}

/**
 * The open state of an element's one dialog (the financing and membership information
 * dialogs), shaped as the props their views take.
 *
 * @example return <Financing {...view} {...dialog} />; // const dialog = useDialogOpen();
 */
export function useDialogOpen(): DialogOpenProps {
  const [dialogOpen, setDialogOpen] = useState(false);
  return { dialogOpen, onOpen: () => setDialogOpen(true), onClose: () => setDialogOpen(false) };
}
