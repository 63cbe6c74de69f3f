import type { Preview } from '@storybook/react-vite';
import { adoptStyles } from '../core/adopt-styles';
import { ElementDocsPage } from '../stories/docs/ElementDocsPage';
import { RESERVE_CSS } from '../widgets/shared/element/reserve-css';
// The Korean of every table, as a Korean page has it before any element (core/i18n/page-texts.ts):
// the Korean stories read it; a story in English never does.
import '../core/i18n/ko';

// What the kit adopts on every host page before any widget (the reserved boxes and the shared
// .rove-visually-hidden rule), so stories look like the widgets on a page.
adoptStyles('rove-reserve', RESERVE_CSS);

const preview: Preview = {
  // Every stories file gets a docs page: the reference of the elements its stories show.
  tags: ['autodocs'],
  parameters: {
    docs: { page: ElementDocsPage },
    layout: 'centered',
    // Any axe violation fails the story's test (the a11y addon's 'error' mode).
    a11y: { test: 'error' },
    backgrounds: {
      options: {
        plain: { name: 'Plain', value: '#fbf9f6' },
        white: { name: 'White', value: '#ffffff' },
      },
    },
  },
  initialGlobals: {
    backgrounds: { value: 'plain' },
  },
};

export default preview;
