/**
 * The host contract as files: today's, generated from the sources, and the last released one,
 * committed in contract/ (custom-elements.json, host-api.json, package-contract.json,
 * api/<entry>.api.md) by
 * `npm run version` — so the release commit carries the baseline the next changes are held to.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { apiReports } from './api-report';
import type { ContractEntry } from './compare';
import {
  apiReportEntries,
  elementsEntries,
  hostApiEntries,
  packageContract,
  packageEntries,
} from './contract-entries';
import { describeHostApi } from './host-types';

export const CONTRACT_DIR = 'contract';

/** File name (relative to contract/) → text. */
export type ContractFiles = Map<string, string>;

export function todaysContract(root: string): ContractFiles {
  const files: ContractFiles = new Map();
  files.set('custom-elements.json', readFileSync(path.join(root, 'custom-elements.json'), 'utf8'));
  files.set('host-api.json', `${JSON.stringify(describeHostApi(root), null, 2)}\n`);
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  files.set('package-contract.json', `${JSON.stringify(packageContract(pkg), null, 2)}\n`);
  for (const [name, text] of apiReports(root)) files.set(`api/${name}.api.md`, text);
  return files;
}

export function releasedContract(root: string): ContractFiles {
  const folder = path.join(root, CONTRACT_DIR);
  const files: ContractFiles = new Map();
  const read = (name: string) => files.set(name, readFileSync(path.join(folder, name), 'utf8'));
  read('custom-elements.json');
  read('host-api.json');
  read('package-contract.json');
  for (const report of readdirSync(path.join(folder, 'api'))) read(`api/${report}`);
  return files;
}

/** Replaces contract/'s generated files (its README.md stays). */
export function writeContract(root: string, files: ContractFiles): void {
  const folder = path.join(root, CONTRACT_DIR);
  rmSync(path.join(folder, 'api'), { recursive: true, force: true });
  for (const [name, text] of files) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), text);
  }
}

function need(files: ContractFiles, name: string): string {
  const text = files.get(name);
  if (text === undefined) throw new Error(`the contract has no ${name}`);
  return text;
}

export function contractEntries(files: ContractFiles): ContractEntry[] {
  const entries = [
    ...elementsEntries(JSON.parse(need(files, 'custom-elements.json'))),
    ...hostApiEntries(JSON.parse(need(files, 'host-api.json'))),
    ...packageEntries(JSON.parse(need(files, 'package-contract.json'))),
  ];
  for (const [name, text] of files) {
    const report = /^api\/(.+)\.api\.md$/.exec(name)?.[1];
    if (report) entries.push(...apiReportEntries(report, text));
  }
  return entries;
}
