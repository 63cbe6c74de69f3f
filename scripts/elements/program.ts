import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The TypeScript program over every widget's define.ts, compiled with the project's options. */
export interface SourceProgram {
  root: string;
  program: ts.Program;
  checker: ts.TypeChecker;
  options: ts.CompilerOptions;
  /** widgets/<folder>/define.ts, absolute, sorted by folder. */
  defineFiles: string[];
}

export function openProgram(root: string): SourceProgram {
  const configPath = path.join(root, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root, undefined, configPath);
  const widgets = path.join(root, 'widgets');
  const defineFiles = readdirSync(widgets)
    .sort()
    .map((folder) => path.join(widgets, folder, 'define.ts'))
    .filter((file) => existsSync(file));
  const options = { ...parsed.options, noEmit: true };
  const program = ts.createProgram({ rootNames: defineFiles, options });
  return { root, program, checker: program.getTypeChecker(), options, defineFiles };
}

/** Depth-first walk over every node under `node`. */
export function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

/** The declaration an identifier finally names (through imports). */
export function declarationOf(checker: ts.TypeChecker, node: ts.Node): ts.Declaration | undefined {
  let symbol = checker.getSymbolAtLocation(node);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return symbol?.getDeclarations()?.[0];
}

/**
 * The files a module runs, transitively: static imports that are not type-only, re-exports
 * and dynamic `import('…')`, within the repository (node_modules excluded). Stylesheets
 * imported as `?raw` are returned apart.
 */
export function reachableFiles(
  source: SourceProgram,
  entry: string,
): { scripts: ts.SourceFile[]; stylesheets: string[] } {
  const seen = new Set<string>();
  const stylesheets = new Set<string>();
  const scripts: ts.SourceFile[] = [];
  const queue = [entry];
  // A stylesheet's `@import`ed partials are part of it (build/css-include.ts).
  const addStylesheet = (file: string) => {
    if (stylesheets.has(file)) return;
    stylesheets.add(file);
    for (const [, partial] of readFileSync(file, 'utf8').matchAll(/@import\s+['"]([^'"]+)['"]/g))
      addStylesheet(path.resolve(path.dirname(file), partial as string));
  };
  while (queue.length > 0) {
    const fileName = queue.shift() as string;
    if (seen.has(fileName)) continue;
    seen.add(fileName);
    const file = source.program.getSourceFile(fileName);
    if (!file) continue;
    scripts.push(file);
    for (const specifier of runtimeSpecifiers(file)) {
      if (!specifier.startsWith('.')) continue;
      if (specifier.endsWith('.css?raw')) {
        addStylesheet(path.resolve(path.dirname(fileName), specifier.replace(/\?raw$/, '')));
        continue;
      }
      const resolved = ts.resolveModuleName(specifier, fileName, source.options, ts.sys)
        .resolvedModule?.resolvedFileName;
      if (resolved && !resolved.includes('/node_modules/') && !resolved.endsWith('.d.ts')) {
        queue.push(path.resolve(resolved));
      }
    }
  }
  return { scripts, stylesheets: [...stylesheets].sort() };
}

function runtimeSpecifiers(file: ts.SourceFile): string[] {
  const specifiers: string[] = [];
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause &&
        !clause.name &&
        bindings &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((element) => element.isTypeOnly);
      if (!onlyTypes) specifiers.push(statement.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(statement) &&
      !statement.isTypeOnly &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  walk(file, (node) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
  });
  return specifiers;
}

/** A node's JSDoc text (the comment, tags left out), on one line. */
export function docOf(checker: ts.TypeChecker, node: ts.Node | undefined): string {
  if (!node) return '';
  const symbol =
    (node as ts.NamedDeclaration).name !== undefined
      ? checker.getSymbolAtLocation((node as ts.NamedDeclaration).name as ts.Node)
      : undefined;
  const text = symbol
    ? ts.displayPartsToString(symbol.getDocumentationComment(checker))
    : ts
        .getJSDocCommentsAndTags(node)
        .filter(ts.isJSDoc)
        .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
        .join(' ');
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

export function relative(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}
