import path from 'node:path';
import ts from 'typescript';
import type { AttributeType, EventInfo, MemberInfo } from './model';
import {
  declarationOf,
  docOf,
  reachableFiles,
  relative,
  walk,
  type SourceProgram,
} from './program';
import { printType, signatureParameters, withoutUndefined } from './type-text';

/** What the sources say about one element, before the README, CSS and stories are added. */
export interface SourceFacts {
  tag: string;
  folder: string;
  /** createRoveElement's props map (React views), in source order. */
  props: { name: string; type: AttributeType; description: string }[] | undefined;
  /** Attributes a plain element reads itself: name → how it reads it. */
  readAttributes: Map<string, AttributeType | undefined>;
  members: MemberInfo[];
  events: EventInfo[];
  stylesheets: string[];
  /** Custom properties the scripts set themselves (internal, not theming tokens). */
  scriptSetProperties: Set<string>;
  /** Source files that make the element, for CSS parts. */
  scriptTexts: string[];
}

const LIFECYCLE = new Set([
  'constructor',
  'connectedCallback',
  'disconnectedCallback',
  'attributeChangedCallback',
  'adoptedCallback',
  'connectedMoveCallback',
]);

/** Attribute parsers whose result is a number (core and shared helpers, and the globals). */
const NUMBER_PARSERS =
  /^(numberAttribute|positiveIntAttribute|ratioAttribute|Number|parseInt|parseFloat)$/;

/**
 * Reads one widget's define.ts: its tag, the element class or createRoveElement call its
 * factory builds, that class's public API, and every event the code it runs dispatches.
 */
export function analyzeElement(source: SourceProgram, defineFile: string): SourceFacts {
  const { checker, program } = source;
  const file = program.getSourceFile(defineFile);
  if (!file) throw new Error(`${defineFile} is not in the program`);
  const folder = path.basename(path.dirname(defineFile));
  let tag: string | undefined;
  let factory: ts.Declaration | undefined;
  walk(file, (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'defineOnce' &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0]) &&
      node.arguments[1]
    ) {
      tag = node.arguments[0].text;
      factory = declarationOf(checker, node.arguments[1]);
    }
  });
  if (!tag || !factory)
    throw new Error(`${relative(source.root, defineFile)}: no defineOnce('rove-…', factory)`);

  let props: SourceFacts['props'];
  let classNode: ts.ClassLikeDeclaration | undefined;
  walk(factory, (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'createRoveElement'
    ) {
      props = roveProps(source, node);
    }
    if (!classNode && (ts.isClassExpression(node) || ts.isClassDeclaration(node))) classNode = node;
  });
  const chain = classNode ? classChain(checker, classNode) : [];
  const members = props
    ? props.map((p): MemberInfo => ({
        kind: 'field',
        name: p.name,
        type: p.type,
        readonly: false,
        optional: true,
        attribute: kebab(p.name),
        description: p.description,
      }))
    : [];
  for (const member of publicMembers(source, chain)) {
    if (!members.some((m) => m.name === member.name)) members.push(member);
  }
  const { scripts, stylesheets } = reachableFiles(source, defineFile);
  const own = scripts.filter((s) => {
    const rel = relative(source.root, s.fileName);
    return (rel.startsWith('widgets/') || rel.startsWith('core/')) && !/\.test\.tsx?$/.test(rel);
  });
  const scriptSetProperties = new Set<string>();
  for (const script of own) {
    for (const match of script.text.matchAll(/setProperty\(\s*['"`](--rove-[\w-]+)/g)) {
      scriptSetProperties.add(match[1] as string);
    }
  }
  return {
    tag,
    folder,
    props,
    readAttributes: readAttributes(chain),
    members,
    events: collectEvents(source, own),
    stylesheets,
    scriptSetProperties,
    scriptTexts: own.map((s) => s.text),
  };
}

export function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

export function camel(name: string): string {
  return name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

function roveProps(
  source: SourceProgram,
  call: ts.CallExpression,
): NonNullable<SourceFacts['props']> {
  const options = call.arguments[2];
  const propsType = call.typeArguments?.[0]
    ? source.checker.getTypeFromTypeNode(call.typeArguments[0])
    : undefined;
  const map =
    options && ts.isObjectLiteralExpression(options)
      ? options.properties.find(
          (p): p is ts.PropertyAssignment =>
            ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'props',
        )?.initializer
      : undefined;
  if (!map || !ts.isObjectLiteralExpression(map)) return [];
  return map.properties.flatMap((p) => {
    if (
      !ts.isPropertyAssignment(p) ||
      !ts.isIdentifier(p.name) ||
      !ts.isStringLiteralLike(p.initializer)
    )
      return [];
    const declaration = propsType?.getProperty(p.name.text)?.getDeclarations()?.[0];
    return [
      {
        name: p.name.text,
        type: p.initializer.text as AttributeType,
        description: docOf(source.checker, declaration),
      },
    ];
  });
}

/** The class and the classes of ours it extends, nearest first (HTMLElement excluded). */
function classChain(
  checker: ts.TypeChecker,
  node: ts.ClassLikeDeclaration,
): ts.ClassLikeDeclaration[] {
  const chain: ts.ClassLikeDeclaration[] = [];
  let current: ts.ClassLikeDeclaration | undefined = node;
  while (current && !chain.includes(current)) {
    chain.push(current);
    const base: ts.Expression | undefined = current.heritageClauses?.find(
      (h) => h.token === ts.SyntaxKind.ExtendsKeyword,
    )?.types[0]?.expression;
    const declaration: ts.Declaration | undefined = base ? declarationOf(checker, base) : undefined;
    current =
      declaration && ts.isClassLike(declaration) && !declaration.getSourceFile().isDeclarationFile
        ? declaration
        : undefined;
  }
  return chain;
}

function isPublic(member: ts.ClassElement): boolean {
  if (!member.name || ts.isPrivateIdentifier(member.name)) return false;
  if (!ts.isIdentifier(member.name) || LIFECYCLE.has(member.name.text)) return false;
  const flags = ts.getCombinedModifierFlags(member as ts.Declaration);
  return !(
    flags &
    (ts.ModifierFlags.Private | ts.ModifierFlags.Protected | ts.ModifierFlags.Static)
  );
}

function publicMembers(
  source: SourceProgram,
  chain: readonly ts.ClassLikeDeclaration[],
): MemberInfo[] {
  const { checker, program } = source;
  const found = new Map<string, MemberInfo>();
  for (const cls of chain) {
    const accessors = new Map<
      string,
      { get?: ts.GetAccessorDeclaration; set?: ts.SetAccessorDeclaration }
    >();
    for (const member of cls.members) {
      if (!isPublic(member)) continue;
      const name = (member.name as ts.Identifier).text;
      if (found.has(name)) continue;
      if (ts.isGetAccessor(member) || ts.isSetAccessor(member)) {
        const pair = accessors.get(name) ?? {};
        if (ts.isGetAccessor(member)) pair.get = member;
        else pair.set = member;
        accessors.set(name, pair);
      } else if (ts.isPropertyDeclaration(member)) {
        const type = printType(checker, program, checker.getTypeAtLocation(member));
        found.set(name, {
          kind: 'field',
          name,
          type: member.questionToken ? withoutUndefined(type) : type,
          readonly: (ts.getCombinedModifierFlags(member) & ts.ModifierFlags.Readonly) !== 0,
          description: docOf(checker, member),
        });
      } else if (ts.isMethodDeclaration(member)) {
        const signature = checker.getSignatureFromDeclaration(member);
        if (!signature) continue;
        found.set(name, {
          kind: 'method',
          name,
          parameters: signatureParameters(checker, program, signature),
          returns: printType(checker, program, signature.getReturnType()),
          description: docOf(checker, member),
        });
      }
    }
    for (const [name, pair] of accessors) {
      const getter = pair.get && checker.getSignatureFromDeclaration(pair.get);
      const type = getter
        ? printType(checker, program, getter.getReturnType())
        : pair.set?.parameters[0]
          ? printType(checker, program, checker.getTypeAtLocation(pair.set.parameters[0]))
          : 'unknown';
      found.set(name, {
        kind: 'field',
        name,
        type,
        readonly: !pair.set,
        description: docOf(checker, pair.get ?? pair.set),
      });
    }
  }
  return [...found.values()];
}

/**
 * Attributes a plain element reads on itself: `this.getAttribute('x')` (a number when a
 * numeric parser reads it), `this.hasAttribute('x')` (boolean) and `observedAttributes`.
 */
function readAttributes(
  chain: readonly ts.ClassLikeDeclaration[],
): Map<string, AttributeType | undefined> {
  const found = new Map<string, AttributeType | undefined>();
  const note = (name: string, type: AttributeType | undefined) => {
    const before = found.get(name);
    // A value that is read wins over a presence test; a number over plain text.
    if (!found.has(name) || before === 'boolean' || (before === undefined && type === 'number')) {
      found.set(name, type);
    }
  };
  for (const cls of chain) {
    walk(cls, (node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.expression.kind === ts.SyntaxKind.ThisKeyword &&
        node.arguments[0] &&
        ts.isStringLiteralLike(node.arguments[0])
      ) {
        const method = node.expression.name.text;
        const name = node.arguments[0].text;
        if (method === 'hasAttribute') note(name, found.get(name) ?? 'boolean');
        if (method === 'getAttribute') note(name, parsedAsNumber(node) ? 'number' : undefined);
      }
      if (
        ts.isPropertyDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.name.text === 'observedAttributes' &&
        node.initializer &&
        ts.isArrayLiteralExpression(node.initializer)
      ) {
        for (const element of node.initializer.elements) {
          if (ts.isStringLiteralLike(element) && !found.has(element.text))
            found.set(element.text, undefined);
        }
      }
    });
  }
  return found;
}

function parsedAsNumber(node: ts.Node): boolean {
  let current = node.parent;
  // Through `?? fallback`, `?.trim()` and parentheses to the call that takes the text.
  while (current && (ts.isBinaryExpression(current) || ts.isParenthesizedExpression(current))) {
    current = current.parent;
  }
  return Boolean(
    current &&
    ts.isCallExpression(current) &&
    ts.isIdentifier(current.expression) &&
    NUMBER_PARSERS.test(current.expression.text),
  );
}

/**
 * Bus events (`emit('name', detail, target?)` of core/bus) and DOM events
 * (`new CustomEvent('name', …)`) in the files the element runs.
 */
function collectEvents(source: SourceProgram, files: readonly ts.SourceFile[]): EventInfo[] {
  const { checker, program } = source;
  const events = new Map<string, EventInfo>();
  const busFile = path.join(source.root, 'core', 'bus.ts');
  for (const file of files) {
    if (path.resolve(file.fileName) === busFile) continue;
    walk(file, (node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'emit'
      ) {
        const declaration = declarationOf(checker, node.expression);
        const name = node.arguments[0];
        if (!declaration || path.resolve(declaration.getSourceFile().fileName) !== busFile) return;
        if (!name || !ts.isStringLiteralLike(name)) return;
        const target = node.arguments.length > 2 ? 'element' : 'document';
        const key = `rove:${name.text}`;
        const before = events.get(key);
        if (before) {
          if (target === 'element') before.target = 'element';
          return;
        }
        events.set(key, { name: key, via: 'bus', target, ...busEvent(source, name.text) });
      }
      if (
        ts.isNewExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'CustomEvent' &&
        node.arguments?.[0] &&
        ts.isStringLiteralLike(node.arguments[0])
      ) {
        const name = node.arguments[0].text;
        if (events.has(name)) return;
        const [detail] = checker.getTypeArguments(
          checker.getTypeAtLocation(node) as ts.TypeReference,
        );
        events.set(name, {
          name,
          via: 'dom',
          target: 'element',
          detail: detail ? printType(checker, program, detail) : 'unknown',
          // The README's sentence about it is preferred (generate.ts); this is the fallback.
          description: docOf(checker, enclosingDocumented(node)),
        });
      }
    });
  }
  return [...events.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The method or function around a dispatch, whose doc says when it happens. */
function enclosingDocumented(node: ts.Node): ts.Node | undefined {
  let current: ts.Node | undefined = node.parent;
  while (current && !(ts.isMethodDeclaration(current) || ts.isFunctionDeclaration(current))) {
    current = current.parent;
  }
  return current;
}

function busEvent(source: SourceProgram, name: string): { detail: string; description: string } {
  const { checker, program } = source;
  const events = program.getSourceFile(path.join(source.root, 'core', 'events.ts'));
  const map = events?.statements.find(
    (s): s is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(s) && s.name.text === 'RoveEventMap',
  );
  const member = map?.members.find((m) =>
    m.name && ts.isStringLiteralLike(m.name)
      ? m.name.text === name
      : m.name && ts.isIdentifier(m.name) && m.name.text === name,
  );
  if (!member) return { detail: 'unknown', description: '' };
  return {
    detail: printType(checker, program, checker.getTypeAtLocation(member)),
    description: docOf(checker, member),
  };
}
