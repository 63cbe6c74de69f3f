import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DECLARATION_COMPILER_OPTIONS } from '../contract/api-report';
import { Extractor, ExtractorConfig, ExtractorLogLevel } from '@microsoft/api-extractor';
import ts from 'typescript';
import { GENERATED } from './generated-note';

/**
 * `window.Rove` is host contract (docs/architecture.md §3): these are the sources that declare
 * it and the names the package root exports from them (types/elements.d.ts re-exports them).
 */
export const ROVE_API_SOURCES = {
  'loader/api.ts': ['RoveApi', 'RoveCallback'],
  'core/events.ts': ['RoveEventMap'],
} as const;

/** The interface of loader/api.ts whose members become the global `Window`'s. */
const WINDOW_INTERFACE = 'RoveWindow';

export const ROVE_API_FILE = 'types/rove-api.d.ts';

/**
 * types/rove-api.d.ts: `RoveApi`, `RoveCallback` and `RoveEventMap` with everything they use
 * (the settings, the event details), and the global `Window`'s `Rove` and `RoveCallbacks`.
 * Generated, not copied: TypeScript's declaration emit of the sources, rolled into one file by
 * API Extractor (the tool the contract's API report already runs), so a changed event detail or
 * settings key reaches the published types with `npm run elements`.
 */
export function renderRoveApiTypes(root: string): string {
  const work = mkdtempSync(path.join(os.tmpdir(), 'rove-api-types-'));
  try {
    emitDeclarations(root, work);
    const rollup = rollUp(root, work);
    return [
      `// ${GENERATED}`,
      '//',
      '// `window.Rove`, the API host scripts and tag managers use (loader/api.ts, core/events.ts).',
      '',
      rollup.replace(/\n*export \{\s*\};?\s*$/, '\n'),
      windowAugmentation(root),
    ].join('\n');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The sources' declarations (and their imports'), mirrored under `work`. */
function emitDeclarations(root: string, work: string): void {
  const parsed = ts.convertCompilerOptionsFromJson(DECLARATION_COMPILER_OPTIONS, root);
  const program = ts.createProgram(
    Object.keys(ROVE_API_SOURCES).map((file) => path.join(root, file)),
    {
      ...parsed.options,
      declaration: true,
      emitDeclarationOnly: true,
      rootDir: root,
      outDir: work,
    },
  );
  const { diagnostics } = program.emit();
  if (diagnostics.length > 0) {
    const text = diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    throw new Error(`[elements] declaration emit of the Rove API failed:\n${text.join('\n')}`);
  }
}

/** One declaration file of the published names and everything they reference. */
function rollUp(root: string, work: string): string {
  const entry = path.join(work, 'rove-api-entry.d.ts');
  const rollup = path.join(work, 'rove-api.d.ts');
  writeFileSync(
    entry,
    Object.entries(ROVE_API_SOURCES)
      .map(
        ([file, names]) =>
          `export type { ${names.join(', ')} } from './${file.replace(/\.ts$/, '')}';`,
      )
      .join('\n'),
  );
  const problems: string[] = [];
  const config = ExtractorConfig.prepare({
    configObjectFullPath: undefined,
    packageJsonFullPath: path.join(root, 'package.json'),
    configObject: {
      projectFolder: work,
      mainEntryPointFilePath: entry,
      compiler: {
        overrideTsconfig: { compilerOptions: DECLARATION_COMPILER_OPTIONS, files: [entry] },
      },
      apiReport: { enabled: false },
      docModel: { enabled: false },
      tsdocMetadata: { enabled: false },
      dtsRollup: { enabled: true, untrimmedFilePath: rollup },
      messages: {
        compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Error } },
        // Release tags and TSDoc syntax are not what this file is about.
        extractorMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
        tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
      },
    },
  });
  const result = Extractor.invoke(config, {
    localBuild: true,
    messageCallback: (message) => {
      if (message.logLevel === ExtractorLogLevel.Error) problems.push(message.text);
      message.handled = true;
    },
  });
  if (!result.succeeded || problems.length > 0) {
    throw new Error(`[elements] rolling up the Rove API types failed:\n${problems.join('\n')}`);
  }
  return readFileSync(rollup, 'utf8');
}

/** `interface Window { Rove?: RoveApi; RoveCallbacks?: … }`, the members of loader/api.ts's RoveWindow. */
function windowAugmentation(root: string): string {
  const file = 'loader/api.ts';
  const text = readFileSync(path.join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  const declaration = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === WINDOW_INTERFACE,
  );
  if (!declaration) throw new Error(`[elements] ${file} no longer declares ${WINDOW_INTERFACE}`);
  const members = declaration.members.map((member) =>
    text.slice(member.getFullStart(), member.end).trim(),
  );
  return [
    'declare global {',
    `  /** What the loader adds to \`window\` (${file} ${WINDOW_INTERFACE}). */`,
    '  interface Window {',
    ...members.map((member) => `    ${member}`),
    '  }',
    '}',
    '',
  ].join('\n');
}
