/**
 * API Extractor's report (an .api.md) for each types entry point of package.json `exports`:
 * the published declarations as the ecosystem's tool prints them, so a changed signature in
 * types/ shows as a changed line. Written to contract/api/ at a release; compared line by line.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Extractor, ExtractorConfig, ExtractorLogLevel } from '@microsoft/api-extractor';

/**
 * How the published declarations are read, by the reports here and by the generated
 * types/rove-api.d.ts (scripts/elements/render-rove-api.ts): as a host's strict, DOM-typed
 * project reads them, with no ambient @types of ours.
 */
export const DECLARATION_COMPILER_OPTIONS = {
  strict: true,
  target: 'ES2022',
  module: 'ESNext',
  moduleResolution: 'Bundler',
  lib: ['ES2022', 'DOM'],
  types: [],
  skipLibCheck: true,
};

interface PackageJson {
  exports: Record<string, string | Record<string, string>>;
}

/** `./server` → `server`, `.` → `index`: the report's file name (without .api.md). */
export function reportName(subpath: string): string {
  return subpath === '.' ? 'index' : subpath.replace(/^\.\//, '').replace(/[^\w-]+/g, '-');
}

/** Export subpath → its `types` file, for every entry point that publishes types. */
export function typesEntryPoints(pkg: PackageJson): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [subpath, target] of Object.entries(pkg.exports)) {
    if (typeof target === 'object' && target['types']) entries.set(subpath, target['types']);
  }
  return entries;
}

/** Report name → the .api.md text, for today's types/. */
export function apiReports(root: string): Map<string, string> {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as PackageJson;
  const work = mkdtempSync(path.join(os.tmpdir(), 'rove-api-report-'));
  const reports = new Map<string, string>();
  try {
    for (const [subpath, types] of typesEntryPoints(pkg)) {
      const name = reportName(subpath);
      const config = ExtractorConfig.prepare({
        configObjectFullPath: path.join(root, 'api-extractor.json'),
        packageJsonFullPath: path.join(root, 'package.json'),
        configObject: {
          projectFolder: root,
          mainEntryPointFilePath: path.join(root, types),
          compiler: {
            overrideTsconfig: {
              compilerOptions: DECLARATION_COMPILER_OPTIONS,
              files: [path.join(root, types)],
            },
          },
          apiReport: {
            enabled: true,
            reportFileName: `${name}.api.md`,
            reportFolder: work,
            reportTempFolder: work,
          },
          docModel: { enabled: false },
          dtsRollup: { enabled: false },
          tsdocMetadata: { enabled: false },
          messages: {
            // The report is compared, not reviewed for release tags or doc syntax: notes about
            // those would only add noise lines.
            compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Warning } },
            extractorMessageReporting: {
              default: { logLevel: ExtractorLogLevel.None, addToApiReportFile: false },
            },
            tsdocMessageReporting: {
              default: { logLevel: ExtractorLogLevel.None, addToApiReportFile: false },
            },
          },
        },
      });
      const result = Extractor.invoke(config, {
        localBuild: true,
        // Its progress notes ('Analysis will use the bundled TypeScript…') are not the check's
        // news; errors still count in errorCount.
        messageCallback: (message) => {
          if (message.logLevel !== ExtractorLogLevel.Error) message.handled = true;
        },
      });
      if (!result.succeeded && result.errorCount > 0) {
        throw new Error(`API Extractor failed on ${types} (${result.errorCount} errors)`);
      }
      reports.set(name, readFileSync(path.join(work, `${name}.api.md`), 'utf8'));
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return reports;
}
