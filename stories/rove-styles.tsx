import type { Decorator } from '@storybook/react-vite';
import { adoptStyles } from '../core/adopt-styles';

/**
 * Adopts widget stylesheets the way the elements do in production (createRoveElement's
 * connectedCallback → adoptStyles: one constructable stylesheet per id, in `@layer rove`),
 * so a story looks like the widget on a host page.
 *
 * @example decorators: [withRoveStyles({ 'rove-love': loveCss })]
 */
export function withRoveStyles(styles: Readonly<Record<string, string>>): Decorator {
  return (Story) => {
    // Before the story's first render, so it never paints unstyled; adoptStyles is idempotent.
    for (const [id, css] of Object.entries(styles)) adoptStyles(id, css);
    return <Story />;
  };
}

/**
 * Renders a checkout part inside the checkout's root, as in the widget: its sheet gives the
 * buttons and fields their focus ring (one column here: the part alone, without the order
 * summary beside it).
 */
export const inCheckoutRoot: Decorator = (Story) => (
  <div className="rove-checkout" style={{ display: 'block' }}>
    <Story />
  </div>
);
