/**
 * The parts of the host contract that live in TypeScript rather than in custom-elements.json,
 * described as JSON by the type checker (no hand-kept copy to drift): the settings object as
 * core/settings/schema.ts validates it, `window.Rove` (loader/api.ts RoveApi) and the events
 * `Rove.on` hears (core/events.ts RoveEventMap). Written to contract/host-api.json at a release.
 */
import path from 'node:path';
import ts from 'typescript';

export interface RoveMember {
  /** `value`: read by the host; `function`: called by the host (its signature is the contract). */
  kind: 'value' | 'function';
  type: string;
}

export interface HostApi {
  /** Settings key path (`search.hosts.url`) → the type a host may print there. */
  settings: Record<string, string>;
  /** `window.Rove` member → what it is. */
  rove: Record<string, RoveMember>;
  /** `Rove.on` event name (and `name.key` for each key of its detail) → its type. */
  roveEvents: Record<string, string>;
}

const PRINT =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType |
  ts.TypeFormatFlags.InTypeAlias;

function exported(checker: ts.TypeChecker, file: ts.SourceFile, name: string): ts.Symbol {
  const module = checker.getSymbolAtLocation(file);
  const symbol = module && checker.getExportsOfModule(module).find((s) => s.name === name);
  if (!symbol) throw new Error(`${file.fileName} no longer exports ${name}`);
  return symbol;
}

/** A plain object type with named properties (not an array, a function or a record). */
function isPlainObject(checker: ts.TypeChecker, type: ts.Type): boolean {
  return (
    (type.flags & ts.TypeFlags.Object) !== 0 &&
    !checker.isArrayType(type) &&
    type.getCallSignatures().length === 0 &&
    type.getProperties().length > 0
  );
}

/**
 * One entry per path (`search.hosts`, `love-changed.count`): an object (or `object | null`) is
 * written as `object` and each of its keys gets its own entry, so a new key is an addition to
 * the contract rather than a change of its parent's type.
 */
function describeShape(
  checker: ts.TypeChecker,
  type: ts.Type,
  at: string,
  into: Record<string, string>,
): void {
  const members = type.isUnion() ? type.types : [type];
  const objects = members.filter((member) => isPlainObject(checker, member));
  if (objects.length !== 1) {
    into[at] = checker.typeToString(type, undefined, PRINT);
    return;
  }
  const object = objects[0]!;
  into[at] = members
    .map((member) => (member === object ? 'object' : checker.typeToString(member)))
    .join(' | ');
  for (const property of object.getProperties()) {
    describeShape(checker, checker.getTypeOfSymbol(property), `${at}.${property.name}`, into);
  }
}

export function describeHostApi(root: string): HostApi {
  const files = {
    schema: path.join(root, 'core/settings/schema.ts'),
    api: path.join(root, 'loader/api.ts'),
    events: path.join(root, 'core/events.ts'),
  };
  const program = ts.createProgram(Object.values(files), {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    noEmit: true,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  });
  const checker = program.getTypeChecker();
  const source = (file: string) => program.getSourceFile(file)!;

  const settings: Record<string, string> = {};
  const validated = checker.getDeclaredTypeOfSymbol(
    exported(checker, source(files.schema), 'ValidatedSettings'),
  );
  for (const key of validated.getProperties()) {
    describeShape(checker, checker.getTypeOfSymbol(key), key.name, settings);
  }

  const rove: Record<string, RoveMember> = {};
  const api = checker.getDeclaredTypeOfSymbol(exported(checker, source(files.api), 'RoveApi'));
  for (const member of api.getProperties()) {
    const type = checker.getTypeOfSymbol(member);
    rove[member.name] = {
      kind: type.getCallSignatures().length > 0 ? 'function' : 'value',
      type: checker.typeToString(type, undefined, PRINT),
    };
  }

  const roveEvents: Record<string, string> = {};
  const eventMap = checker.getDeclaredTypeOfSymbol(
    exported(checker, source(files.events), 'RoveEventMap'),
  );
  for (const event of eventMap.getProperties()) {
    describeShape(checker, checker.getTypeOfSymbol(event), event.name, roveEvents);
  }
  return { settings, rove, roveEvents };
}
