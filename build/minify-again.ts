import type { OutputAsset, OutputChunk } from 'rolldown';
import { minify } from 'uglify-js';
import { rewriteChunks } from './rewrite-chunks';

/**
 * A second minification of our own chunks with UglifyJS, after the bundler's: it inlines
 * functions used once, merges variables and folds constants further than the bundler's
 * minifier does, 2–3 % fewer brotli bytes on every page (a love-only page 22.43 → 21.72 kB;
 * docs/decisions/0001-phone-performance.md). Chunks that hold only packages (hls.js,
 * algoliasearch, DOMPurify) are left as their authors minified them: a second pass saves little
 * there and would take most of the build's time.
 *
 * Runs on the files as written, after the element stamp and the preload list are in
 * loader.js (folding their placeholders earlier would freeze them). Returns the output with
 * each chunk's final code, for the manifest.
 */
export function minifyAgain(
  outDir: string,
  output: readonly (OutputChunk | OutputAsset)[],
): Promise<(OutputChunk | OutputAsset)[]> {
  return rewriteChunks(
    outDir,
    output,
    (chunk) => !chunk.moduleIds.every((id) => id.includes('node_modules')),
    (code, chunk) => {
      // Three passes: each folds what the last one exposed. Measured on every page (brotli):
      // 2 → 3 took 0.04–0.07 kB off each and 0.21 kB off all widgets; 4 and 5 gave bytes back.
      const result = minify(code, { module: true, compress: { passes: 3 }, mangle: true });
      if (result.error) throw new Error(`${chunk.fileName}: ${result.error.message}`);
      return result.code;
    },
  );
}
