import { readFile } from 'node:fs/promises';
import type { Plugin } from 'rolldown';

/** Marks a module built a second time, into loader.js. */
const OWN = '?loader-own';

const ENTRY = /[\\/]loader[\\/]index\.ts$/;

/** Whether a module id is the loader's own copy of a module (the chunk groups leave it alone). */
export function isLoaderOwnCopy(id: string): boolean {
  return id.endsWith(OWN);
}

/**
 * loader.js imports no file: one it imported would be one more request before the page's first
 * paint (docs/decisions/0001). Yet it shares a few lines with the kit (core/next-task.ts), and
 * left to itself the bundler keeps a shared module in one chunk and has the other import it.
 * So every module the loader's entry imports statically, and what those import, is built into
 * loader.js from the same source under an id of its own; its dynamic imports (the start
 * module, the element chunks) are the files fetched after the paint and are left as they are.
 * The size report's `loader` row (loader.js with its static imports) holds it to that.
 */
export const loaderOwnCopyPlugin: Plugin = {
  name: 'rove-loader-own-copy',
  resolveId: {
    async handler(source, importer, extra) {
      if (!importer || extra.kind !== 'import-statement' || source.includes('?')) return null;
      if (!ENTRY.test(importer) && !isLoaderOwnCopy(importer)) return null;
      const resolved = await this.resolve(source, importer.replace(OWN, ''), { skipSelf: true });
      if (!resolved || resolved.external || resolved.id.includes('?')) return null;
      return { id: `${resolved.id}${OWN}` };
    },
  },
  load: {
    filter: { id: /\?loader-own$/ },
    async handler(id) {
      return { code: await readFile(id.slice(0, -OWN.length), 'utf8'), moduleType: 'ts' };
    },
  },
};
