import type { OutputAsset, OutputChunk } from 'rolldown';
import { rewriteChunks } from './rewrite-chunks';

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a comment): a file that
 * starts with it has every function compiled as the file streams in, on a background thread,
 * instead of each one on the main thread the first time it runs. The first render of a page's
 * first preact element compiled preact's diff on the main thread: 30–60 ms of its task at 4×
 * CPU (issue 22, docs/decisions/0001).
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Below this many bytes of code, lazy compiling costs less than the hint's ~20 brotli bytes. */
const HINT_FROM_BYTES = 2_000;

/**
 * Whether a chunk runs nearly all of its functions as its page loads: the kit (preact, the
 * element factory, settings, the runtime) and each element's own chunk, except the small ones
 * (a header count). Parts loaded on demand (dialogs, vendors, later steps) compile lazily.
 */
export function wantsEagerCompile(chunk: Pick<OutputChunk, 'name' | 'isEntry' | 'code'>): boolean {
  const runsAtLoad = chunk.name === 'kit' || (chunk.isEntry && chunk.name.startsWith('rove-'));
  return runsAtLoad && chunk.code.length >= HINT_FROM_BYTES;
}

/**
 * Puts the hint at the top of the chunks that want it (the comment must be the file's first
 * line). Runs after the last minification, which would drop it. Returns the output with each
 * chunk's final code, for the manifest.
 */
export function hintEagerCompile(
  outDir: string,
  output: readonly (OutputChunk | OutputAsset)[],
): Promise<(OutputChunk | OutputAsset)[]> {
  return rewriteChunks(outDir, output, wantsEagerCompile, (code) => EAGER_COMPILE_HINT + code);
}
