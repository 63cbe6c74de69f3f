/**
 * Messages of the page behaviours the loader runs (loader/page/): the virtual-reality viewer.
 * spec/shell.md §2 names the viewer but gives it no text; these labels are ours.
 *
 * @example translate(pageMessages, 'vrClose') // 'Close virtual tour'
 */
export const pageMessages = {
  en: {
    vrDialog: 'Virtual tour',
    vrDialogNamed: 'Virtual tour: {title}',
    vrClose: 'Close virtual tour',
  },
  ko: {
    vrDialog: '가상 투어',
    vrDialogNamed: '가상 투어: {title}',
    vrClose: '가상 투어 닫기',
  },
} as const;
