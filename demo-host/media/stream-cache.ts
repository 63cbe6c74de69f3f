import { generateHlsStream, type HlsStream } from './hls-stream';

/**
 * Streams are generated on first request (about 0.1 s each) and kept in memory, least recently
 * used first out, so a crawl of every product page cannot grow the host without bound.
 *
 * @example const streams = createStreamCache(); streams.get('#c0563a').playlist
 */
export function createStreamCache(limit = 12): { get(colour: string): HlsStream } {
  const streams = new Map<string, HlsStream>();
  return {
    get(colour) {
      const cached = streams.get(colour);
      if (cached) {
        streams.delete(colour);
        streams.set(colour, cached);
        return cached;
      }
      const stream = generateHlsStream({ colour });
      streams.set(colour, stream);
      if (streams.size > limit) streams.delete(streams.keys().next().value ?? colour);
      return stream;
    },
  };
}
