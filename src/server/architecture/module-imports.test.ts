/**
 * No two server modules import each other: a pair that does is one module in two folders, and
 * neither can change without the other. Where a lower module must cause effects in a higher one,
 * app.ts passes the function in. dependency-cruiser checks file cycles and the repo rule
 * (.dependency-cruiser.cjs) but cannot say this of folders, so this test builds the folder-level
 * import graph from the sources. A module counts as src/server/modules/<name>/, and the other
 * server folders (auth, realtime, …) each as one unit beside them. Type-only imports are erased
 * at runtime and do not count; tests and the test helpers may reach anywhere.
 */
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parse, SERVER, serverPath, sourceFiles } from './sources';

/** The unit a file belongs to: `modules/<name>`, another server folder, or none (the root). */
function unitOf(file: string): string | null {
  const parts = path.relative(SERVER, file).split(path.sep);
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  return parts.length > 1 ? parts[0]! : null;
}

/** `import type { A }` or `import { type A, type B }`: erased at runtime. */
function isTypeOnlyImport(clause: ts.ImportClause | undefined): boolean {
  const bindings = clause?.namedBindings;
  return (
    clause?.isTypeOnly ||
    (clause !== undefined &&
      !clause.name &&
      bindings !== undefined &&
      ts.isNamedImports(bindings) &&
      bindings.elements.length > 0 &&
      bindings.elements.every((e) => e.isTypeOnly))
  );
}

/** `export type { A } from` or `export { type A, type B } from`: erased at runtime. */
function isTypeOnlyExport(node: ts.ExportDeclaration): boolean {
  const clause = node.exportClause;
  return (
    node.isTypeOnly ||
    (clause !== undefined &&
      ts.isNamedExports(clause) &&
      clause.elements.length > 0 &&
      clause.elements.every((e) => e.isTypeOnly))
  );
}

/** The relative specifiers a file imports at runtime (type-only imports and exports left out). */
function runtimeImports(file: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!isTypeOnlyImport(node.importClause)) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (!isTypeOnlyExport(node)) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return found.filter((s) => s.startsWith('.'));
}

/** Every pair of units that import each other, with one import each way as the evidence. */
function mutualPairs(): string[] {
  const edges = new Map<string, string>();
  for (const file of sourceFiles(SERVER)) {
    const from = unitOf(file);
    if (!from) continue;
    for (const specifier of runtimeImports(file)) {
      const target = path.resolve(path.dirname(file), specifier);
      if (!target.startsWith(SERVER + path.sep)) continue;
      const to = unitOf(target);
      if (!to || to === from) continue;
      const key = `${from} → ${to}`;
      if (!edges.has(key)) edges.set(key, `${serverPath(file)} → ${serverPath(target)}`);
    }
  }
  const pairs: string[] = [];
  for (const [key, evidence] of edges) {
    const [from, to] = key.split(' → ') as [string, string];
    // Only pairs with a module in them: other server folders (http, storage…) are the platform.
    if (from < to && (from.startsWith('modules/') || to.startsWith('modules/'))) {
      const back = edges.get(`${to} → ${from}`);
      if (back) pairs.push(`${from} ⇄ ${to}: ${evidence}; ${back}`);
    }
  }
  return pairs.sort();
}

describe('server architecture', () => {
  it('has no two modules (or a module and another server folder) importing each other', () => {
    expect(mutualPairs()).toEqual([]);
  });

  it('reads the import graph it checks', () => {
    // A guard on the test itself: a parser that found nothing would pass vacuously.
    const imports = runtimeImports(path.join(SERVER, 'app.ts'));
    expect(imports).toContain('./modules/accounts/routes');
    expect(imports).not.toContain('./realtime/hub'); // `import type` only
  });
});
