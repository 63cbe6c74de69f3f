import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  parameters: {
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
