// @vitest-environment node
/**
 * The generated typings, compiled the way a host's project would compile them: the React and
 * Preact fixtures and the `window.Rove` one in types/tests/ must typecheck, and each `@ts-expect-error` there must
 * still be an error (tsc reports an unused one), so a typing that loosened fails here.
 */
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

function diagnosticsOf(files: string[]): string[] {
  const program = ts.createProgram({
    rootNames: files.map((file) => path.join(root, file)),
    options: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      strict: true,
      noEmit: true,
      types: [],
      // Our .d.ts files are checked too; node_modules' are asked for nothing below.
      skipLibCheck: false,
    },
  });
  const ours = program
    .getSourceFiles()
    .filter((file) => path.relative(root, file.fileName).startsWith('types/'));
  return ours.flatMap((file) =>
    [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)].map(
      (d) =>
        `${path.relative(root, d.file?.fileName ?? '')}:${
          d.file && d.start !== undefined
            ? d.file.getLineAndCharacterOfPosition(d.start).line + 1
            : 0
        } ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
    ),
  );
}

describe('generated element typings', () => {
  it('type a React 19 host: attributes, properties, refs and document events', () => {
    expect(diagnosticsOf(['types/tests/react.test-d.tsx'])).toEqual([]);
  }, 60_000);

  it('type a Preact host', () => {
    expect(diagnosticsOf(['types/tests/preact.test-d.tsx'])).toEqual([]);
  }, 60_000);

  it('type window.Rove for host scripts: its events, their details and the callback queue', () => {
    expect(diagnosticsOf(['types/tests/rove-api.test-d.ts'])).toEqual([]);
  }, 60_000);
});
