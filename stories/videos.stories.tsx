import type { Meta, StoryObj } from '@storybook/react-vite';
import type React from 'react';
import { useEffect, useRef } from 'react';
import type { HlsFactory } from '../widgets/shared/media/load-hls';
import '../widgets/videos/define';
import type { RoveVideos } from '../widgets/videos/videos.element';
import { phone360 } from './viewports';

type VideosTag = React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> &
  Record<string, unknown>;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'rove-videos': VideosTag;
    }
  }
}

// <rove-videos> enhances server markup, so each story renders the cards the demo host serves
// (demo-host/templates/videos-page.ts) and lets the element upgrade them. Storybook has no demo
// host to stream from, so hls.js is replaced by a stand-in: 'idle' leaves the player on its
// poster, 'broken' answers with a fatal network error (the fallback image state).

const COLOURS = ['#c8b79e', '#8a9a8c', '#b97a57', '#6d7b8d', '#d8c8b8', '#9d8f7a'];

/** A flat picture as an SVG data URL: stories do not reach the demo host's images. */
const picture = (i: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"><rect width="800" height="600" fill="${COLOURS[i % COLOURS.length] ?? '#ccc'}"/><circle cx="400" cy="300" r="90" fill="#fff" opacity=".8"/><path d="M370 250v100l90-50z" fill="#1d1d1b"/></svg>`,
  )}`;

const VIDEOS = Array.from({ length: 8 }, (_, i) => ({
  id: String(101 + i),
  title: `Styling the Oslo sofa, part ${i + 1}`,
  description: 'Our stylists dress the Oslo sofa for a small living room.',
  poster: picture(i),
}));

const standIn = (broken: boolean): HlsFactory => ({
  isSupported: () => true,
  create(_media, _src, handlers) {
    if (broken) {
      setTimeout(() => handlers.onError({ type: 'networkError', fatal: true, details: 'story' }));
    }
    return { recoverMediaError() {}, swapAudioCodec() {}, destroy() {} };
  },
});

interface VideosArgs {
  /** The video opened when the story starts ('' for none). */
  open: string;
  stream: 'idle' | 'broken';
}

function Videos({ open, stream }: VideosArgs) {
  const ref = useRef<RoveVideos>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.loadHls = () => Promise.resolve(standIn(stream === 'broken'));
    if (open) element.open(open, { auto: true });
  }, [open, stream]);
  return (
    <rove-videos ref={ref} key={JSON.stringify({ open, stream })}>
      <div className="rove-videos__grid" data-rove-scroller-items="">
        {VIDEOS.map((video, i) => (
          <div
            key={video.id}
            className="rove-videos__card"
            data-video-id={video.id}
            data-video-src={`/media/video/${1001 + i}/index.m3u8`}
            data-video-poster={video.poster}
            data-video-title={video.title}
            data-video-description={video.description}
          >
            <button type="button" className="rove-videos__open">
              <img
                className="rove-videos__thumb"
                src={video.poster}
                alt=""
                width="800"
                height="600"
              />
              <span className="rove-videos__title">{video.title}</span>
            </button>
          </div>
        ))}
      </div>
    </rove-videos>
  );
}

const meta = {
  title: 'Widgets/Videos listing',
  component: Videos,
  args: { open: '', stream: 'idle' },
  argTypes: {
    open: { control: 'select', options: ['', ...VIDEOS.map((video) => video.id)] },
    stream: { control: 'inline-radio', options: ['idle', 'broken'] },
  },
} satisfies Meta<typeof Videos>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The listing as the server sends it: 3 per row from 768 px. */
export const Grid: Story = {};

/** Desktop: the player in a details row after the opened card's row, title and description. */
export const DetailsRowOpen: Story = { args: { open: '105' } };

/** A fatal network error: the video is hidden and the fallback image shows (no message). */
export const StreamFailed: Story = { args: { open: '102', stream: 'broken' } };

/** A phone: 2 per row. */
export const PhoneGrid: Story = { ...phone360 };

/** A phone: the player opens inline, in place of the card's thumbnail. */
export const PhoneInlineOpen: Story = { ...phone360, args: { open: '103' } };

/** A phone, the inline player's stream failing: the fallback image in the card. */
export const PhoneStreamFailed: Story = { ...phone360, args: { open: '103', stream: 'broken' } };
