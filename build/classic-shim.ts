import { writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The classic-script shim, for hosts whose CMS can only add a plain `<script src>` (no
 * `type="module"`): it adds the module loader beside itself, carrying over `data-base`, the
 * CSP nonce and `crossorigin`, so `<script src="{base}/loader.classic.js" data-base="{base}">`
 * behaves as the module tag does. Inert when not run as a classic script (no currentScript).
 * Not minified from source: it is these few lines, written as the browser runs them.
 */
export const CLASSIC_SHIM = `/* Rove widgets: classic-script shim for loader.js */
(function () {
  var shim = document.currentScript;
  if (!shim || !shim.src) return;
  var loader = document.createElement('script');
  loader.type = 'module';
  loader.src = new URL('loader.js', shim.src).href;
  var base = shim.getAttribute('data-base');
  if (base !== null) loader.setAttribute('data-base', base);
  if (shim.nonce) loader.nonce = shim.nonce;
  var cors = shim.getAttribute('crossorigin');
  if (cors !== null) loader.setAttribute('crossorigin', cors);
  shim.after(loader);
})();
`;

/** Writes `<outDir>/loader.classic.js` (unhashed, short cache, like loader.js). */
export async function writeClassicShim(outDir: string): Promise<void> {
  await writeFile(path.join(outDir, 'loader.classic.js'), CLASSIC_SHIM);
}
