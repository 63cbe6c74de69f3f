/**
 * `npm run lint:cycles`: exits 1, printing each loop, when the shipped code's modules import one
 * another in a circle (issue 52). In a cycle, evaluation order decides whether a binding is
 * ready yet, and two modules that need each other are one concept in two files: move what both
 * need into a module of its own. Type-only loops and loops through a lazy `import()` count too
 * (marked, so that the fix keeps the chunk lazy).
 *
 *   npx tsx scripts/lint-cycles.ts [folder…]   (default: core widgets loader server)
 */
import { cycleReport } from './cycles/report';

const SHIPPED = ['core', 'widgets', 'loader', 'server'];
const folders = process.argv.slice(2);
const { ok, text } = cycleReport(process.cwd(), folders.length > 0 ? folders : SHIPPED);

if (ok) console.log(text);
else {
  console.error(text);
  process.exit(1);
}
