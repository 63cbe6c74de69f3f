import { accessUnit, CODEC_STRING, type StreamShape } from './h264';
import { muxSegment, TS_CLOCK, type ContinuityCounters, type TimedAccessUnit } from './mpeg-ts';
import { drawFrame, parseHex, toYuv420 } from './picture';

/**
 * The demo host's product video: a small real HLS stream (VOD playlist + MPEG-TS segments of
 * H.264), generated in TypeScript with no encoder binary. Same colour → same bytes.
 */

export interface HlsStreamOptions {
  /** The product colour the sweeping bar is painted with ('#rrggbb'). */
  colour: string;
  fps?: number;
  segmentSeconds?: number;
  segments?: number;
}

export interface HlsStream {
  /** The media playlist; segment URIs are relative (seg-0.ts …). */
  playlist: string;
  segments: Uint8Array<ArrayBuffer>[];
  /** RFC 6381 codec of the video (for a master playlist or MediaSource.isTypeSupported). */
  codec: string;
  /** Displayed size (after cropping). */
  width: number;
  height: number;
}

/** 128×80 coded (8×5 macroblocks), cropped to 128×72: 16:9. */
export const CLIP_SHAPE: StreamShape = { width: 128, height: 80, cropBottom: 8 };
export const CLIP_DEFAULTS = { fps: 5, segmentSeconds: 2, segments: 3 } as const;

/** Where the first picture sits on the 90 kHz clock (what segmenters commonly start from). */
const FIRST_PTS = TS_CLOCK;

export function segmentName(index: number): string {
  return `seg-${index}.ts`;
}

/** #EXT-X-VERSION 3 VOD playlist: every segment listed, then ENDLIST. */
export function mediaPlaylist(segmentSeconds: number, count: number): string {
  const duration = segmentSeconds.toFixed(3);
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(segmentSeconds)}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    ...Array.from({ length: count }, (_, index) => [
      `#EXTINF:${duration},`,
      segmentName(index),
    ]).flat(),
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}

/** Generates the whole stream (about 0.5 MB at the defaults). */
export function generateHlsStream(options: HlsStreamOptions): HlsStream {
  const fps = options.fps ?? CLIP_DEFAULTS.fps;
  const segmentSeconds = options.segmentSeconds ?? CLIP_DEFAULTS.segmentSeconds;
  const segmentCount = options.segments ?? CLIP_DEFAULTS.segments;
  const framesPerSegment = Math.round(fps * segmentSeconds);
  const total = framesPerSegment * segmentCount;
  const colour = parseHex(options.colour);
  const visibleHeight = CLIP_SHAPE.height - CLIP_SHAPE.cropBottom;
  const ticksPerFrame = TS_CLOCK / fps;
  const counters: ContinuityCounters = new Map();
  const segments: Uint8Array<ArrayBuffer>[] = [];
  for (let segment = 0; segment < segmentCount; segment += 1) {
    const units: TimedAccessUnit[] = [];
    for (let n = 0; n < framesPerSegment; n += 1) {
      const index = segment * framesPerSegment + n;
      const rgb = drawFrame({ ...CLIP_SHAPE, visibleHeight }, index, total, colour);
      const frame = toYuv420(rgb, CLIP_SHAPE.width, CLIP_SHAPE.height);
      const time = FIRST_PTS + Math.round(index * ticksPerFrame);
      units.push({ data: accessUnit(frame, CLIP_SHAPE, index), pts: time, dts: time });
    }
    segments.push(muxSegment(units, counters));
  }
  return {
    playlist: mediaPlaylist(segmentSeconds, segmentCount),
    segments,
    codec: CODEC_STRING,
    width: CLIP_SHAPE.width,
    height: visibleHeight,
  };
}
