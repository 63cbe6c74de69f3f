import type { Meta, StoryObj } from '@storybook/react-vite';
import type React from 'react';
import '../widgets/carousel/define';
import '../widgets/poem/define';
import '../widgets/product-toggle/define';
import { phone360 } from './viewports';

/** The tags as the server writes them: attributes are strings; children are the fallback. */
type HomeTag = React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> &
  Record<string, unknown>;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'rove-carousel': HomeTag;
      'rove-poem': HomeTag;
      'rove-product-toggle': HomeTag;
    }
  }
}

// The home page's elements enhance server markup, so each story renders the markup the demo
// host serves (demo-host/templates/home-page.ts) and lets the element upgrade it. `key`
// remounts the element when the controls change, as a fresh page would.

const COLOURS = [
  '#c8b79e',
  '#8a9a8c',
  '#b97a57',
  '#6d7b8d',
  '#d8c8b8',
  '#9d8f7a',
  '#7f8f6a',
  '#a3a09a',
];

/** A flat picture as an SVG data URL: stories do not reach the demo host's images. */
const picture = (i: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"><rect width="800" height="600" fill="${COLOURS[i % COLOURS.length] ?? '#ccc'}"/></svg>`,
  )}`;

const MEMBERSHIP = [
  ['Member pricing', 'Members pay the MEMBER price on every order, all year.'],
  ['Free white-glove delivery', 'We carry it in, unpack it and take the boxes away.'],
  ['Early access', 'Shop new collections a week before everyone else.'],
  ['Design advice', 'Book a free session with our studio to plan a room.'],
] as const;

interface CarouselArgs {
  index: number;
  autoplay: boolean;
  reduceMotion: boolean;
  orientation: 'horizontal' | 'vertical';
}

function MembershipCarousel({ index, autoplay, reduceMotion, orientation }: CarouselArgs) {
  const flags = {
    ...(autoplay ? { autoplay: '' } : {}),
    ...(reduceMotion ? { 'reduce-motion': '' } : {}),
  };
  return (
    <rove-carousel
      key={JSON.stringify({ index, autoplay, reduceMotion, orientation })}
      label="Membership benefits"
      index={String(index)}
      orientation={orientation}
      {...flags}
    >
      <div className="rove-carousel__track">
        {MEMBERSHIP.map(([title, description], i) => (
          <div key={title}>
            <img
              src={picture(i)}
              alt=""
              width="800"
              height="600"
              style={{ width: '100%', height: 'auto' }}
            />
            <h3>{title}</h3>
            <p>{description}</p>
          </div>
        ))}
      </div>
    </rove-carousel>
  );
}

const meta = {
  title: 'Widgets/Home',
  component: MembershipCarousel,
  args: { index: 0, autoplay: false, reduceMotion: false, orientation: 'horizontal' },
  argTypes: {
    index: { control: { type: 'number', min: 0, max: 3 } },
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<CarouselArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first slide: previous is disabled. */
export const CarouselFirst: Story = {};

/** A middle slide: both buttons enabled. */
export const CarouselMiddle: Story = { args: { index: 1 } };

/** The last slide: next is disabled. */
export const CarouselLast: Story = { args: { index: 3 } };

/** Autoplay on, then stopped with the rotation button (it now offers to start again). */
export const CarouselPaused: Story = {
  args: { autoplay: true },
  play: ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('.rove-carousel__rotation')?.click();
  },
};

/** prefers-reduced-motion (forced with the reduce-motion attribute): no autoplay, no button. */
export const CarouselReducedMotion: Story = { args: { autoplay: true, reduceMotion: true } };

/** The original-designs slider above 1050 px: slides move vertically. */
export const CarouselVertical: Story = { args: { orientation: 'vertical', index: 1 } };

/** The best sellers: 345 px a step, 4 steps. */
export const BestSellerCarousel: Story = {
  render: () => (
    <rove-carousel label="Best sellers" step="345" steps="4">
      <div className="rove-carousel__track">
        {COLOURS.map((_, i) => (
          <div key={i}>
            <article>
              <a href={`#product-${i + 1}`}>
                <img
                  src={picture(i)}
                  alt=""
                  width="800"
                  height="600"
                  style={{ width: '100%', height: 'auto' }}
                />
                <h3>Product {i + 1}</h3>
              </a>
            </article>
          </div>
        ))}
      </div>
    </rove-carousel>
  ),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '72rem' }}>
        <Story />
      </div>
    ),
  ],
};

/** The scroll-pinned poem: scroll the canvas to see it rise (up to 67 %). */
export const Poem: Story = {
  render: () => (
    <div style={{ paddingBlock: '60vh' }}>
      <rove-poem>
        <div className="rove-poem__text">
          <p>
            A chair by the window,
            <br />a table that remembers,
            <br />a sofa wide enough for two.
          </p>
        </div>
      </rove-poem>
    </div>
  ),
};

function Toggle({ tab }: { tab: 'best-sellers' | 'new-arrivals' }) {
  return (
    <rove-product-toggle key={tab} label="Featured products" tab={tab}>
      <a className="rove-product-toggle__shop-all" href="#best-sellers">
        Shop all
      </a>
      {(
        [
          ['best-sellers', 'Best sellers', 0],
          ['new-arrivals', 'New arrivals', 4],
        ] as const
      ).map(([name, title, offset]) => (
        <section
          key={name}
          className="rove-product-toggle__panel"
          data-tab={name}
          data-href={`/${name}`}
        >
          <h2 className="rove-product-toggle__title">{title}</h2>
          <ul
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
              gap: '1rem',
              padding: 0,
              listStyle: 'none',
            }}
          >
            {[0, 1, 2, 3].map((i) => (
              <li key={i}>
                <img
                  src={picture(i + offset)}
                  alt=""
                  width="800"
                  height="600"
                  style={{ width: '100%', height: 'auto' }}
                />
                <p>
                  {title} {i + 1}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </rove-product-toggle>
  );
}

/** The toggle on best sellers: shop-all goes to /best-sellers. */
export const ToggleBestSellers: Story = { render: () => <Toggle tab="best-sellers" /> };

/** The toggle on new arrivals: shop-all goes to /new-arrivals. */
export const ToggleNewArrivals: Story = { render: () => <Toggle tab="new-arrivals" /> };

/** A 360 px phone: the membership carousel on its second slide. */
export const Phone360: Story = {
  args: { index: 1, autoplay: true },
  ...phone360,
};
