// Where the notify-me dialog is, shared by its hook (useNotifyMe.ts) and its view
// (NotifyDialog.tsx). Apart from the hook because the hook loads the dialogs' chunk
// (dialogs-on-demand.ts), and the dialog inside that chunk must not import its own loader.

/** The notify-me dialog: shut, being filled in, sending, and how the request ended. */
export type NotifyPhase = 'closed' | 'editing' | 'sending' | 'sent' | 'failed';
