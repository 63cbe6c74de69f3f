import dialogsCss from './buybox-dialogs.css?raw';

/** The rules of both buy box dialogs: they arrive with the dialogs' chunk (buybox-dialogs.ts). */
export const BUYBOX_DIALOG_STYLES = { 'rove-buybox-dialogs': dialogsCss };
