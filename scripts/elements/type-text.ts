import ts from 'typescript';

/**
 * Prints a type as self-contained TypeScript: the published typings and docs cannot name the
 * sources' own interfaces and aliases (HitSummary, ScrollPhase …), so those are written out
 * structurally; only the standard library's names (HTMLElement, Promise …) are kept. What
 * cannot be written out (a library's class, too deep a nesting) becomes `unknown`, which is
 * still a correct, if loose, public type.
 *
 * @example printType(checker, program, checker.getTypeAtLocation(node)) // "{ index: number }"
 */
export function printType(
  checker: ts.TypeChecker,
  program: ts.Program,
  type: ts.Type,
  depth = 0,
): string {
  const print = (inner: ts.Type) => printType(checker, program, inner, depth + 1);
  const f = type.flags;
  if (f & ts.TypeFlags.Any) return 'unknown';
  if (f & ts.TypeFlags.Boolean) return 'boolean';
  if (
    f &
    (ts.TypeFlags.String |
      ts.TypeFlags.Number |
      ts.TypeFlags.BigInt |
      ts.TypeFlags.Void |
      ts.TypeFlags.Undefined |
      ts.TypeFlags.Null |
      ts.TypeFlags.Never |
      ts.TypeFlags.Unknown |
      ts.TypeFlags.ESSymbol |
      ts.TypeFlags.StringLiteral |
      ts.TypeFlags.NumberLiteral |
      ts.TypeFlags.BooleanLiteral)
  ) {
    return checker.typeToString(type);
  }
  if (depth > 8) return 'unknown';
  if (type.isUnion()) return unionText(type.types.map(print));
  if (type.isIntersection()) return type.types.map((t) => wrap(print(t))).join(' & ');
  if (f & ts.TypeFlags.TemplateLiteral) return checker.typeToString(type);
  if (!(f & ts.TypeFlags.Object)) return 'unknown';

  if (checker.isArrayType(type)) {
    const [element] = checker.getTypeArguments(type as ts.TypeReference);
    const readonly = type.getSymbol()?.getName() === 'ReadonlyArray' ? 'readonly ' : '';
    return `${readonly}${wrap(element ? print(element) : 'unknown')}[]`;
  }
  if (checker.isTupleType(type)) {
    return `[${checker
      .getTypeArguments(type as ts.TypeReference)
      .map(print)
      .join(', ')}]`;
  }
  const symbol = type.getSymbol();
  const declaration = symbol?.getDeclarations()?.[0];
  const alias = type.aliasSymbol;
  const aliasFile = alias?.getDeclarations()?.[0]?.getSourceFile();
  if (alias && aliasFile && program.isSourceFileDefaultLibrary(aliasFile)) {
    // Record<string, unknown> and friends read better by name than written out.
    const args = type.aliasTypeArguments ?? [];
    return args.length > 0 ? `${alias.getName()}<${args.map(print).join(', ')}>` : alias.getName();
  }
  if (
    symbol &&
    !symbol.getName().startsWith('__') &&
    declaration &&
    isLibrary(program, declaration.getSourceFile())
  ) {
    if (!program.isSourceFileDefaultLibrary(declaration.getSourceFile())) return 'unknown';
    const args = (type as ts.TypeReference).target
      ? checker.getTypeArguments(type as ts.TypeReference)
      : [];
    return args.length > 0
      ? `${symbol?.getName()}<${args.map(print).join(', ')}>`
      : symbol!.getName();
  }
  const signatures = type.getCallSignatures();
  if (signatures.length > 0 && type.getProperties().length === 0) {
    return signatures
      .map((signature) => signatureText(checker, program, signature, depth))
      .join(' & ');
  }
  const parts: string[] = [];
  for (const info of checker.getIndexInfosOfType(type)) {
    parts.push(`[key: ${checker.typeToString(info.keyType)}]: ${print(info.type)}`);
  }
  for (const property of checker.getPropertiesOfType(type)) {
    const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
    const propertyType = checker.getTypeOfSymbol(property);
    const readonly = isReadonly(property) ? 'readonly ' : '';
    const text = optional ? withoutUndefined(print(propertyType)) : print(propertyType);
    parts.push(`${readonly}${propertyName(property.getName())}${optional ? '?' : ''}: ${text}`);
  }
  return parts.length === 0 ? '{}' : `{ ${parts.join('; ')} }`;
}

/** `(a: number, b?: string) => void` for one call signature. */
export function signatureText(
  checker: ts.TypeChecker,
  program: ts.Program,
  signature: ts.Signature,
  depth = 0,
): string {
  const parameters = signatureParameters(checker, program, signature, depth)
    .map((p) => `${p.name}${p.optional ? '?' : ''}: ${p.type}`)
    .join(', ');
  const returns = printType(checker, program, signature.getReturnType(), depth + 1);
  return `(${parameters}) => ${returns}`;
}

export function signatureParameters(
  checker: ts.TypeChecker,
  program: ts.Program,
  signature: ts.Signature,
  depth = 0,
): { name: string; type: string; optional: boolean }[] {
  return signature.getParameters().map((parameter) => {
    const declaration = parameter.valueDeclaration as ts.ParameterDeclaration | undefined;
    const optional = Boolean(declaration?.questionToken || declaration?.initializer);
    const type = printType(
      checker,
      program,
      checker.getTypeOfSymbolAtLocation(parameter, declaration ?? signature.getDeclaration()),
      depth + 1,
    );
    return { name: parameter.getName(), type: optional ? withoutUndefined(type) : type, optional };
  });
}

function isLibrary(program: ts.Program, file: ts.SourceFile): boolean {
  return program.isSourceFileDefaultLibrary(file) || file.fileName.includes('/node_modules/');
}

function isReadonly(symbol: ts.Symbol): boolean {
  return (symbol.getDeclarations() ?? []).some(
    (d) =>
      (ts.isPropertySignature(d) || ts.isPropertyDeclaration(d)) &&
      (ts.getCombinedModifierFlags(d) & ts.ModifierFlags.Readonly) !== 0,
  );
}

function propertyName(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`;
}

/** Joins union members, writing `true | false` as boolean and undefined/null last. */
export function unionText(members: string[]): string {
  let list = [...new Set(members)];
  if (list.includes('true') && list.includes('false')) {
    list = list.filter((m) => m !== 'true' && m !== 'false');
    list.unshift('boolean');
  }
  const last: string[] = list.filter((m) => m === 'null' || m === 'undefined');
  return [...list.filter((m) => !last.includes(m)), ...last].map(wrap).join(' | ');
}

export function withoutUndefined(text: string): string {
  const parts = splitTop(text, '|').filter((part) => part !== 'undefined');
  return parts.length === 0 ? 'undefined' : parts.join(' | ');
}

/** Function types need parentheses inside unions, intersections and arrays. */
function wrap(text: string): string {
  return /^\(.*\) => /s.test(text) ? `(${text})` : text;
}

/** Splits on a separator outside brackets and parentheses. */
function splitTop(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '(' || c === '{' || c === '[' || c === '<') depth += 1;
    else if (c === ')' || c === '}' || c === ']' || (c === '>' && text[i - 1] !== '=')) depth -= 1;
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts;
}
