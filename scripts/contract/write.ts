/**
 * `npm run version` (after `changeset version`): writes today's host contract into contract/,
 * the baseline `npm run lint:contract` holds the next changes to (docs/releasing.md).
 */
import { todaysContract, writeContract, CONTRACT_DIR } from './contract-files';

const files = todaysContract(process.cwd());
writeContract(process.cwd(), files);
console.log(`host contract written to ${CONTRACT_DIR}/ (${[...files.keys()].join(', ')})`);
