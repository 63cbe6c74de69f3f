/**
 * `npm run lint:contract`: today's host contract against the last released one (contract/).
 * Additions pass and are listed; a removal or an incompatible change fails unless a pending
 * changeset bumps rove-widgets a major version (docs/decisions/0074, docs/releasing.md).
 */
import { readFileSync } from 'node:fs';
import { compareContracts, type ContractChange } from './compare';
import { majorChangesets, readChangesets } from './changesets';
import { contractEntries, releasedContract, todaysContract } from './contract-files';

const root = process.cwd();
const { name, version } = JSON.parse(readFileSync('package.json', 'utf8')) as {
  name: string;
  version: string;
};
const { breaking, additions } = compareContracts(
  contractEntries(releasedContract(root)),
  contractEntries(todaysContract(root)),
);
const list = (changes: readonly ContractChange[]) =>
  changes.map((change) => `  ${change.id}: ${change.note}`).join('\n');

if (additions.length > 0) {
  console.log(
    `host contract: ${additions.length} addition(s) since ${version}\n${list(additions)}`,
  );
}
if (breaking.length === 0) {
  console.log(`host contract: nothing removed or broken since ${version}`);
  process.exit(0);
}
const majors = majorChangesets(readChangesets(root), name);
if (majors.length > 0) {
  console.log(
    `host contract: ${breaking.length} breaking change(s) since ${version}, recorded as a major bump by ${majors.join(', ')}\n${list(breaking)}`,
  );
  process.exit(0);
}
console.error(
  `host contract: ${breaking.length} breaking change(s) since ${version} — pages written for ${version} may break:\n${list(breaking)}\n` +
    `Keep the old behaviour beside the new, or record the break: \`npm run changeset\`, choose "major" for ${name}, and say what hosts must change (docs/releasing.md).`,
);
process.exit(1);
