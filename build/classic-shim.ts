import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { subresourceIntegrity } from './integrity';

/** Where the shim's text takes loader.js's integrity, written by {@link classicShimFor}. */
export const LOADER_INTEGRITY = '__ROVE_LOADER_INTEGRITY__';

/**
 * The classic-script shim, for hosts whose CMS can only add a plain `<script src>` (no
 * `type="module"`): it adds the module loader beside itself, carrying over `data-base`, the
 * CSP nonce and `crossorigin`, so `<script src="{base}/loader.classic.js" data-base="{base}">`
 * behaves as the module tag does. Inert when not run as a classic script (no currentScript),
 * and when the page already has that loader (the shim included twice).
 *
 * On a page that enforces Trusted Types (`require-trusted-types-for 'script'`) the loader's URL
 * goes through a policy of its own, 'rove-classic', that signs exactly that one URL (a page that
 * lists policies by name lists `trusted-types rove rove-classic`). If the page refuses it, the
 * shim says so once, with `[rove]`, and stops; it never throws into the host's page.
 *
 * A page that pins the shim with `integrity` (the README's CDN snippet) gets the loader pinned
 * too: the shim gives it the integrity of its own build's loader.js (docs/decisions/0077). A
 * page that does not is unchanged: no hash is checked that it did not ask for.
 *
 * Not minified from source: it is these few lines, written as the browser runs them.
 */
export const CLASSIC_SHIM = `/* Rove widgets: classic-script shim for loader.js */
(function () {
  var shim = document.currentScript;
  if (!shim || !shim.src) return;
  var url = new URL('loader.js', shim.src).href;
  var scripts = document.scripts || [];
  for (var i = 0; i < scripts.length; i++) if (scripts[i].src === url) return;
  var loader = document.createElement('script');
  loader.type = 'module';
  try {
    loader.src = trustedUrl(url);
  } catch (error) {
    console.warn("[rove] loader.js was not added: the page's Trusted Types refused its URL (allow the policy 'rove-classic')", error);
    return;
  }
  var base = shim.getAttribute('data-base');
  if (base !== null) loader.setAttribute('data-base', base);
  if (shim.nonce) loader.nonce = shim.nonce;
  var cors = shim.getAttribute('crossorigin');
  if (cors !== null) loader.setAttribute('crossorigin', cors);
  if (shim.getAttribute('integrity')) loader.setAttribute('integrity', '${LOADER_INTEGRITY}');
  shim.after(loader);

  function trustedUrl(only) {
    var factory = typeof trustedTypes === 'object' && trustedTypes ? trustedTypes : null;
    if (!factory || typeof factory.createPolicy !== 'function') return only;
    var policy;
    try {
      policy = factory.createPolicy('rove-classic', {
        createScriptURL: function (input) {
          if (input !== only) throw new TypeError('[rove] script URL refused: ' + input);
          return input;
        },
      });
    } catch (refused) {
      return only; // not allowed by name: the browser decides (below)
    }
    return policy.createScriptURL(only);
  }
})();
`;

/** The shim of a build whose loader.js has `loaderIntegrity`. */
export function classicShimFor(loaderIntegrity: string): string {
  return CLASSIC_SHIM.replace(LOADER_INTEGRITY, loaderIntegrity);
}

/**
 * Writes `<outDir>/loader.classic.js` (unhashed, short cache, like loader.js), after loader.js
 * is final: it carries that file's integrity.
 */
export async function writeClassicShim(outDir: string): Promise<void> {
  const loader = await readFile(path.join(outDir, 'loader.js'));
  await writeFile(
    path.join(outDir, 'loader.classic.js'),
    classicShimFor(subresourceIntegrity(loader)),
  );
}
