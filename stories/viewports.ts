/**
 * Story viewports shared by several story files. Storybook's built-in 'mobile1' (320px) and
 * 'mobile2' (414px) miss the 360px-wide phone every widget must fit, so stories
 * that show it declare this one, under the same id and name everywhere.
 *
 * @example export const Phone: Story = { ...phone360, args: { columns: 6 } };
 */
export const phone360 = {
  parameters: {
    viewport: {
      options: {
        phone360: {
          name: 'Phone 360',
          styles: { width: '360px', height: '740px' },
          type: 'mobile',
        },
      },
    },
  },
  globals: { viewport: { value: 'phone360', isRotated: false } },
} as const;
