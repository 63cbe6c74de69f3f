import ts from 'typescript';
import type { StateInfo } from './model';

/** One stories file read: its title and its stories (the states a designer reviews). */
export interface StoriesFile {
  file: string;
  title: string;
  /** Widget folders the file imports from (widgets/<folder>/…), shared excluded. */
  folders: string[];
  stories: StateInfo[];
}

/**
 * Story owners that no rule below can find: the host-listing file's FAQ stories show the
 * accordion (the host FAQ is an <rove-accordion>).
 */
const OWNER_BY_PREFIX: Readonly<Record<string, string>> = { Faq: 'accordion' };

/**
 * Reads a CSF stories file: the meta's title, the named exports (`export const X`,
 * `export { ErrorStory as Error }`) and each story's name, as Storybook would compute them.
 *
 * @example readStories('stories/love.stories.tsx', text).stories[0].id // 'widgets-love--anonymous'
 */
export function readStories(file: string, text: string): StoriesFile {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const objects = new Map<string, ts.ObjectLiteralExpression | undefined>();
  const exported: string[] = [];
  const local: Record<string, string> = {};
  let defaultName = '';
  const folders = new Set<string>();
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const match = /^\.\.\/widgets\/([\w-]+)\//.exec(statement.moduleSpecifier.text);
      if (match?.[1] && match[1] !== 'shared') folders.add(match[1]);
    } else if (ts.isVariableStatement(statement)) {
      const isExported = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name)) continue;
        const init = declaration.initializer;
        const object = init && unwrap(init);
        objects.set(
          declaration.name.text,
          object && ts.isObjectLiteralExpression(object) ? object : undefined,
        );
        if (isExported) exported.push(declaration.name.text);
      }
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    ) {
      for (const element of statement.exportClause.elements) {
        exported.push(element.name.text);
        local[element.name.text] = (element.propertyName ?? element.name).text;
      }
    } else if (ts.isExportAssignment(statement) && ts.isIdentifier(statement.expression)) {
      defaultName = statement.expression.text;
    }
  }
  const title = stringProperty(objects.get(defaultName), 'title') ?? '';
  const stories = exported.map((exportName) => {
    const name =
      stringProperty(objects.get(local[exportName] ?? exportName), 'name') ??
      storyNameFromExport(exportName);
    // The id follows the export name even when `name` renames the story (Storybook 7+).
    const id = `${sanitize(title)}--${sanitize(storyNameFromExport(exportName))}`;
    return { exportName, name, id, file };
  });
  return { file, title, folders: [...folders].sort(), stories };
}

/**
 * Which element each story shows. A file named after a widget (`love.stories.tsx`,
 * `checkout-payment.stories.tsx`) belongs to it; in a file that shows several widgets
 * (`home`, `walls`) a story belongs to the widget whose name its own name starts with
 * (`CarouselFirst`, `ToggleNewArrivals`, `ReviewsBusy`), else to every widget the file shows.
 */
export function statesByFolder(
  files: readonly StoriesFile[],
  folders: readonly string[],
): Map<string, StateInfo[]> {
  const states = new Map<string, StateInfo[]>(folders.map((folder) => [folder, []]));
  const add = (folder: string, state: StateInfo) => states.get(folder)?.push(state);
  for (const file of files) {
    const base = /([\w-]+)\.stories\.tsx?$/.exec(file.file)?.[1] ?? '';
    const namesake =
      folders.find((folder) => base === folder) ??
      folders.find((folder) => base.startsWith(`${folder}-`));
    const shown = file.folders.filter((folder) => folders.includes(folder));
    for (const story of file.stories) {
      const words = wordsOf(story.exportName);
      const prefixed = Object.entries(OWNER_BY_PREFIX).find(([prefix]) =>
        story.exportName.startsWith(prefix),
      );
      const byName = shown.filter((folder) =>
        folder.split('-').some((part) => words.some((word) => sameStem(word, part))),
      );
      if (prefixed && folders.includes(prefixed[1])) add(prefixed[1], story);
      else if (namesake) add(namesake, story);
      else if (byName.length > 0) byName.forEach((folder) => add(folder, story));
      else shown.forEach((folder) => add(folder, story));
    }
  }
  return states;
}

function unwrap(node: ts.Expression): ts.Expression {
  let current = node;
  while (
    ts.isSatisfiesExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isParenthesizedExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

function stringProperty(
  object: ts.ObjectLiteralExpression | undefined,
  key: string,
): string | undefined {
  for (const property of object?.properties ?? []) {
    if (
      ts.isPropertyAssignment(property) &&
      ts.isIdentifier(property.name) &&
      property.name.text === key &&
      ts.isStringLiteralLike(property.initializer)
    ) {
      return property.initializer.text;
    }
  }
  return undefined;
}

function wordsOf(exportName: string): string[] {
  return exportName
    .split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/)
    .map((w) => w.toLowerCase());
}

/** 'review' and 'reviews', 'photo' and 'photos' name the same widget. */
function sameStem(word: string, part: string): boolean {
  return word === part || word === `${part}s` || `${word}s` === part;
}

/** Storybook's name for an export (lodash's startCase, as @storybook/csf uses it). */
export function storyNameFromExport(exportName: string): string {
  return exportName
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    .replace(/(\d)([A-Za-z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .replace(/^./, (c) => c.toUpperCase());
}

/** Storybook's id sanitizer (@storybook/csf). */
export function sanitize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ ’–—―′¿'`~!@#$%^&*()_|+\-=?;:'",.<>{}[\]\\/]/gi, '-')
    .replace(/-+/g, '-')
    .replace(/^-+/, '')
    .replace(/-+$/, '');
}
