// @vitest-environment happy-dom
/**
 * The video player hook with a fake hls.js: what the page sees (the video on the stage, or its
 * fallback) after each kind of player error, and that the player is destroyed. Rendered with
 * createRoot directly, so it runs under React and under preact/compat alike.
 */
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { resetLogOnce } from '../../core/log';
import type { HlsFactory, HlsPlayerHandlers } from '../shared/media/load-hls';
import type { ProductVideo } from './media-settings';
import { useProductVideo } from './useProductVideo';
import type { PlayerError } from '../shared/media/video-policy';

const VIDEO: ProductVideo = {
  src: 'https://shop.example/media/video/1001/index.m3u8',
  poster: null,
  fallbackImage: null,
  title: 'Chair video',
};

class FakePlayer {
  recoveries = 0;
  swaps = 0;
  destroyed = false;
  constructor(
    readonly media: HTMLVideoElement,
    readonly src: string,
    readonly handlers: HlsPlayerHandlers,
  ) {}
  recoverMediaError() {
    this.recoveries += 1;
  }
  swapAudioCodec() {
    this.swaps += 1;
  }
  destroy() {
    this.destroyed = true;
  }
}

function fakeHls(supported = true) {
  const players: FakePlayer[] = [];
  const factory: HlsFactory = {
    isSupported: () => supported,
    create(media, src, handlers) {
      const player = new FakePlayer(media, src, handlers);
      players.push(player);
      return player;
    },
  };
  return { players, load: vi.fn(() => Promise.resolve(factory)) };
}

let controls: ReturnType<typeof useProductVideo>;

function Harness({ load }: { load: () => Promise<HlsFactory> }) {
  controls = useProductVideo(VIDEO, load);
  return (
    <div>
      <span data-testid="phase">{controls.phase}</span>
      {controls.phase === 'active' && <video data-testid="video" ref={controls.videoRef} />}
    </div>
  );
}

const waitFor = vi.waitFor;
const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const phase = () => byTestId('phase')?.textContent;
const videoElement = () => byTestId('video') as HTMLVideoElement | null;

let root: Root | null = null;
function render(load: () => Promise<HlsFactory>): void {
  const host = document.createElement('div');
  document.body.replaceChildren(host);
  root = createRoot(host);
  root.render(<Harness load={load} />);
}
function unmount(): void {
  root?.unmount();
  root = null;
}
/** Calls into the hook from outside React, then lets the page settle. */
async function act(action: () => void): Promise<void> {
  action();
  await new Promise((resolve) => setTimeout(resolve, 0));
}
const fatal = (type: string): PlayerError => ({ type, fatal: true, details: 'test' });

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  resetLogOnce();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.stubGlobal('MediaSource', class {});
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
});
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

async function started(load: () => Promise<HlsFactory>, players: FakePlayer[]) {
  render(load);
  await waitFor(() => expect(phase()).toBe('idle'));
  expect(load).not.toHaveBeenCalled(); // nothing is imported before play
  await act(() => controls.play());
  await waitFor(() => expect(players).toHaveLength(1));
  return players[0] as FakePlayer;
}

describe('useProductVideo', () => {
  it('imports the player on play, attaches it to the video and plays when ready', async () => {
    const { players, load } = fakeHls();
    const player = await started(load, players);
    expect(player.src).toBe(VIDEO.src);
    expect(player.media).toBe(videoElement());
    await act(() => player.handlers.onReady());
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    expect(phase()).toBe('active');
  });

  it('a fatal network error destroys the player and fails over to the image, logged once', async () => {
    const { players, load } = fakeHls();
    const player = await started(load, players);
    await act(() => player.handlers.onError(fatal('networkError')));
    expect(phase()).toBe('failed');
    expect(videoElement()).toBeNull();
    expect(player.destroyed).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[rove\] the product video could not play/);
  });

  it('recovers media errors twice (the second with a codec swap), then gives up', async () => {
    const { players, load } = fakeHls();
    const player = await started(load, players);
    await act(() => player.handlers.onError({ type: 'mediaError', fatal: false }));
    expect(player.recoveries).toBe(0);
    await act(() => player.handlers.onError(fatal('mediaError')));
    expect([player.recoveries, player.swaps, phase()]).toEqual([1, 0, 'active']);
    await act(() => player.handlers.onError(fatal('mediaError')));
    expect([player.recoveries, player.swaps, phase()]).toEqual([2, 1, 'active']);
    await act(() => player.handlers.onError(fatal('mediaError')));
    expect(phase()).toBe('failed');
    expect(player.destroyed).toBe(true);
  });

  it('treats an error of the video element itself as a media error', async () => {
    const { players, load } = fakeHls();
    const player = await started(load, players);
    await act(() => videoElement()?.dispatchEvent(new Event('error')));
    expect(player.recoveries).toBe(1);
  });

  it('destroys the player when stopped and when unmounted', async () => {
    const { players, load } = fakeHls();
    const first = await started(load, players);
    await act(() => controls.stop());
    expect(first.destroyed).toBe(true);
    expect(phase()).toBe('idle');
    await act(() => controls.play());
    await waitFor(() => expect(players).toHaveLength(2));
    unmount();
    expect(players[1]?.destroyed).toBe(true);
  });

  it('fails over when neither Media Source nor native HLS is there', async () => {
    vi.stubGlobal('MediaSource', undefined);
    const { load } = fakeHls();
    render(load);
    await waitFor(() => expect(phase()).toBe('idle'));
    await act(() => controls.play());
    await waitFor(() => expect(phase()).toBe('failed'));
    expect(load).not.toHaveBeenCalled();
  });

  it('fails over when hls.js cannot be loaded, or is not supported', async () => {
    render(() => Promise.reject(new Error('offline')));
    await waitFor(() => expect(phase()).toBe('idle'));
    await act(() => controls.play());
    await waitFor(() => expect(phase()).toBe('failed'));
    unmount();
    const { load } = fakeHls(false);
    render(load);
    await waitFor(() => expect(phase()).toBe('idle'));
    await act(() => controls.play());
    await waitFor(() => expect(phase()).toBe('failed'));
  });

  it('plays natively where the browser has HLS but no Media Source', async () => {
    vi.stubGlobal('MediaSource', undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const { load } = fakeHls();
    render(load);
    await waitFor(() => expect(phase()).toBe('idle'));
    await act(() => controls.play({ muted: true }));
    await waitFor(() => expect(videoElement()?.getAttribute('src')).toBe(VIDEO.src));
    const video = videoElement() as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(load).not.toHaveBeenCalled();
    await act(() => video.dispatchEvent(new Event('error')));
    expect(phase()).toBe('failed');
  });
});
