/**
 * Generates, from the sources, what editors and host developers read about the elements:
 * custom-elements.json (Custom Elements Manifest 2.1.0), types/elements.d.ts (+ React and
 * Preact JSX typings) and docs/elements/ (a page per element and an index).
 *
 *   npm run elements              rewrite the files
 *   npm run elements -- --check   exit 1, listing them, when a file is stale
 *
 * Sources: widgets/<name>/define.ts (tag; createRoveElement's props or the element class's
 * public API and the attributes it reads), the events the code it runs dispatches (core/bus
 * emit and DOM CustomEvents; details from core/events.ts), the widget's README (summary,
 * description, attribute meanings), its stylesheets (--rove-* properties) and the stories
 * (states). See scripts/elements/.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateOutputs, staleFiles } from './elements/generate';

const root = process.cwd();
const { elements, outputs } = await generateOutputs(root);
const stale = staleFiles(root, outputs);

if (process.argv.includes('--check')) {
  if (stale.length > 0) {
    console.error(
      `[rove] elements outputs are stale (run \`npm run elements\`):\n${stale.map((f) => `  ${f}`).join('\n')}`,
    );
    process.exit(1);
  }
  console.log(`elements outputs up to date (${elements.length} elements)`);
} else {
  for (const file of stale) {
    const full = path.join(root, file);
    const text = outputs.get(file);
    if (text === undefined) {
      rmSync(full);
      continue;
    }
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
  }
  console.log(`${elements.length} elements; ${stale.length} file(s) written or removed`);
}
