import ts from 'typescript';

/**
 * How a module depends on another. A `type` import is erased from the build but still ties the
 * two modules' designs together; a `dynamic` one is a lazy chunk boundary at run time.
 */
export type ImportKind = 'static' | 'type' | 'dynamic';

export interface ModuleImport {
  specifier: string;
  kind: ImportKind;
}

function isTypeOnlyImport(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  // `import { type A, type B } from` names no value; a default or namespace import always does.
  return (
    !clause.name &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

function isTypeOnlyExport(node: ts.ExportDeclaration): boolean {
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return (
    clause !== undefined &&
    ts.isNamedExports(clause) &&
    clause.elements.length > 0 &&
    clause.elements.every((element) => element.isTypeOnly)
  );
}

function stringLiteral(node: ts.Node | undefined): string | undefined {
  return node && ts.isStringLiteralLike(node) ? node.text : undefined;
}

/** Every module a TypeScript source names: imports, re-exports, `import()` and `import('x').T`. */
export function readImports(fileName: string, text: string): ModuleImport[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found: ModuleImport[] = [];
  const add = (specifier: string | undefined, kind: ImportKind) => {
    if (specifier !== undefined) found.push({ specifier, kind });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      add(stringLiteral(node.moduleSpecifier), isTypeOnlyImport(node) ? 'type' : 'static');
    } else if (ts.isExportDeclaration(node)) {
      add(stringLiteral(node.moduleSpecifier), isTypeOnlyExport(node) ? 'type' : 'static');
    } else if (ts.isImportTypeNode(node)) {
      const argument = node.argument;
      add(ts.isLiteralTypeNode(argument) ? stringLiteral(argument.literal) : undefined, 'type');
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(stringLiteral(node.arguments[0]), 'dynamic');
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}
