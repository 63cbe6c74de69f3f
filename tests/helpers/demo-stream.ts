/**
 * The demo host's product video (demo-host/media generates it: H.264 in MPEG-TS), as the suites
 * that play it (e2e in Chromium, the engines suite) recognise it.
 */

/** The size of its frames: decoded frames of this size mean the stream really plays. */
export const DEMO_STREAM_SIZE = [128, 72] as const;

/** Seconds of playback that count as playing (past the first frames). */
export const PLAYING_PAST_SECONDS = 0.5;

/** hls.js's chunk (chunks/hls.light-<hash>.js), loaded only on play. */
export const HLS_CHUNK = /\/rove\/chunks\/hls[^/]*\.js$/;
