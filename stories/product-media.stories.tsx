import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProductMedia, type ProductMediaProps } from '../widgets/product-media/ProductMedia';
import productMediaCss from '../widgets/product-media/product-media.css?raw';
import { translator } from '../core/i18n/translate';
import { productMediaMessages } from '../core/i18n/product-media';
import { galleryImages, mediaText } from '../widgets/product-media/product-media.view-model';
import type { VideoView } from '../widgets/product-media/view-types';
import { withRoveStyles } from './rove-styles';

const t = translator(productMediaMessages, 'en_US');
const TITLE = 'Oslo Lounge Chair';
const VIDEO_TITLE = 'Oslo Lounge Chair, seen in a room';

/** A product picture as the CMS would serve it: a chair in a swatch colour, 800×600. */
function picture(body: string, background: string, crop = '0 0 800 600'): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${crop}" width="800" height="600"><rect width="800" height="600" fill="${background}"/><rect y="470" width="800" height="130" fill="#e6e0d6"/><rect x="320" y="210" width="160" height="150" rx="40" fill="${body}"/><rect x="300" y="320" width="200" height="95" rx="22" fill="${body}"/><rect x="280" y="290" width="45" height="125" rx="20" fill="${body}"/><rect x="475" y="290" width="45" height="125" rx="20" fill="${body}"/><rect x="312" y="410" width="12" height="50" fill="#5b4636"/><rect x="476" y="410" width="12" height="50" fill="#5b4636"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const IMAGES = galleryImages(
  [
    picture('#b9925f', '#f3efe8'),
    picture('#b9925f', '#f3efe8', '200 150 400 300'),
    picture('#b9925f', '#f3efe8', '80 250 400 300'),
  ],
  TITLE,
  t,
);

const video = (patch: Partial<VideoView> = {}): VideoView => ({
  title: VIDEO_TITLE,
  poster: IMAGES[0]?.src ?? null,
  playLabel: t('playVideo', { title: VIDEO_TITLE }),
  phase: 'idle',
  fallbackSrc: IMAGES[0]?.src ?? '',
  videoRef: () => undefined,
  onPlay: fn(),
  ...patch,
});

const meta = {
  title: 'Product page/Product media',
  component: ProductMedia,
  decorators: [
    withRoveStyles({ 'rove-product-media': productMediaCss }),
    (Story) => (
      <div style={{ inlineSize: 'min(40rem, 92vw)' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    images: IMAGES,
    index: 0,
    width: 800,
    height: 600,
    video: null,
    looks: [
      {
        label: t('viewInLookbook', { title: 'The Oslo Living Room' }),
        href: '#look-1',
        onOpen: fn(),
      },
      {
        label: t('viewInLookbook', { title: 'The Lola Family Room' }),
        href: '#look-2',
        onOpen: fn(),
      },
    ],
    zoomOpen: false,
    text: mediaText(t),
    onSelect: fn(),
    onStep: fn(),
    onZoom: fn(),
  },
} satisfies Meta<ProductMediaProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three views of the chosen swatch, the second one showing; lookbook links below. */
export const Gallery: Story = { args: { index: 1 } };

/** The main image activated (click, Enter or Space): the zoom dialog, scrollable and focused. */
export const ZoomOpen: Story = { args: { zoomOpen: true } };

/** A product with a video: the play tile (poster and play icon) closes the thumbnail list. */
export const VideoIdle: Story = { args: { video: video() } };

/**
 * The stream failed (a fatal network error, or media errors past recovery): the video is
 * hidden, the fallback image shows with a note in a live region.
 */
export const VideoFailed: Story = { args: { video: video({ phase: 'failed' }) } };

/** One image and no video: no thumbnails, nothing to step through. */
export const SingleImage: Story = { args: { images: IMAGES.slice(0, 1), looks: [] } };
