/**
 * No two server modules import each other (issue 41): a pair that does is one module in two
 * folders, and neither can change without the other. dependency-cruiser checks file cycles and
 * the repo rule (.dependency-cruiser.cjs) but cannot say this of folders, so this test builds the
 * folder-level import graph from the sources. A module counts as src/server/modules/<name>/, and
 * the other server folders (auth, realtime, …) each as one unit beside them. Type-only imports
 * are erased at runtime and do not count; tests and the test helpers may reach anywhere.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SERVER = path.dirname(new URL(import.meta.url).pathname);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'test' && dir === SERVER ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The unit a file belongs to: `modules/<name>`, another server folder, or none (the root). */
function unitOf(file: string): string | null {
  const parts = path.relative(SERVER, file).split(path.sep);
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  return parts.length > 1 ? parts[0]! : null;
}

/** The relative specifiers a file imports at runtime (type-only imports and exports left out). */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause !== undefined &&
          !clause.name &&
          bindings !== undefined &&
          ts.isNamedImports(bindings) &&
          bindings.elements.length > 0 &&
          bindings.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const clause = node.exportClause;
      const typeOnly =
        node.isTypeOnly ||
        (clause !== undefined &&
          ts.isNamedExports(clause) &&
          clause.elements.length > 0 &&
          clause.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
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
  visit(source);
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
      if (!edges.has(key)) {
        edges.set(key, `${path.relative(SERVER, file)} → ${path.relative(SERVER, target)}`);
      }
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

/**
 * A review's lifecycle has one writer (issue "Modules that own their data", item 1): only
 * modules/feedback/lifecycle.ts changes a feedback row's status, writes its history
 * (feedback_events) or applies a rating-statistics delta, through the feedback repo's writers.
 * This finds every place in the server's sources (tests and their helpers aside) that does one
 * of those, from the syntax tree: calls of `applyDelta`, Drizzle writes of the `feedback` and
 * `feedbackEvents` tables (an update of `feedback` counts when its `.set` names `status` or
 * spreads an object that may), raw SQL writing either table, and, inside the feedback module,
 * calls of the repo's status and history writers from anywhere but the lifecycle.
 */
const LIFECYCLE = 'modules/feedback/lifecycle.ts';
const isFeedbackRepo = (file: string) => /^modules\/feedback\/(repo|[^/]*-repo)\.ts$/.test(file);
/** The feedback repo's writers of status and history: the lifecycle is their only caller. */
const LIFECYCLE_WRITERS = new Set([
  'insertFeedback',
  'setStatus',
  'setDecision',
  'setWithdrawn',
  'insertEvents',
  'markHeld',
  'deletePendingOf',
  'deleteReviews',
  'eraseWithdrawnText',
]);
const RAW_WRITE =
  /\b(insert\s+into|update|delete\s+from)\s+(feedback(_events)?\b|\$\{\s*(feedback|feedbackEvents)\s*\})/i;

interface LifecycleWrite {
  file: string;
  line: number;
  what: string;
}

function lifecycleWrites(): LifecycleWrite[] {
  const found: LifecycleWrite[] = [];
  for (const full of sourceFiles(SERVER)) {
    const file = path.relative(SERVER, full).split(path.sep).join('/');
    const source = ts.createSourceFile(
      full,
      fs.readFileSync(full, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const add = (node: ts.Node, what: string) =>
      found.push({
        file,
        line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
        what,
      });
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const name = ts.isIdentifier(callee)
          ? callee.text
          : ts.isPropertyAccessExpression(callee)
            ? callee.name.text
            : undefined;
        const [first] = node.arguments;
        const table = first && ts.isIdentifier(first) ? first.text : undefined;
        if (name === 'applyDelta') add(node, 'applies a rating-statistics delta');
        if (name && LIFECYCLE_WRITERS.has(name) && file.startsWith('modules/feedback/'))
          add(node, `calls the feedback repo's ${name}`);
        if (ts.isPropertyAccessExpression(callee) && table === 'feedbackEvents')
          if (['insert', 'update', 'delete'].includes(name!)) add(node, `${name}s feedback_events`);
        if (ts.isPropertyAccessExpression(callee) && table === 'feedback') {
          if (name === 'insert' || name === 'delete') add(node, `${name}s feedback rows`);
          if (name === 'update' && setsStatus(node)) add(node, "updates a feedback row's status");
        }
      }
      if (ts.isTaggedTemplateExpression(node) && RAW_WRITE.test(node.template.getText(source)))
        add(node, 'writes feedback or feedback_events in SQL');
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** `.update(feedback).set(x)`: x names `status`, or is not a plain object literal (it may). */
function setsStatus(update: ts.CallExpression): boolean {
  const access = update.parent;
  if (!ts.isPropertyAccessExpression(access) || access.name.text !== 'set') return true;
  const call = access.parent;
  const values = ts.isCallExpression(call) ? call.arguments[0] : undefined;
  if (!values || !ts.isObjectLiteralExpression(values)) return true;
  return values.properties.some(
    (p) =>
      ts.isSpreadAssignment(p) ||
      ((ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) &&
        p.name.getText() === 'status'),
  );
}

/** Where each kind of write is allowed: the lifecycle, through the feedback repo's writers. */
function allowed(w: LifecycleWrite): boolean {
  if (w.what.startsWith('applies')) return w.file === LIFECYCLE;
  if (w.what.startsWith('calls')) return w.file === LIFECYCLE || isFeedbackRepo(w.file);
  if (isFeedbackRepo(w.file)) return true;
  // The demo data set is a bulk load of reviews in their final status, with the aggregates
  // recomputed after it (recomputeAll), as benchmarks do.
  return w.file === 'seed/demo.ts' && w.what === 'inserts feedback rows';
}

describe('the feedback lifecycle', () => {
  it('is the only writer of status, history and rating statistics', () => {
    const outside = lifecycleWrites()
      .filter((w) => !allowed(w))
      .map((w) => `${w.file}:${w.line} ${w.what}`);
    expect(outside).toEqual([]);
  });

  it('finds the writes it checks', () => {
    // A guard on the test itself: a scan that found nothing would pass vacuously.
    const writes = lifecycleWrites();
    const seen = (file: string, what: string) =>
      writes.some((w) => w.file === file && w.what === what);
    expect(seen(LIFECYCLE, 'applies a rating-statistics delta')).toBe(true);
    expect(seen(LIFECYCLE, "calls the feedback repo's insertEvents")).toBe(true);
    expect(seen('modules/feedback/moderation-repo.ts', 'inserts feedback_events')).toBe(true);
    expect(seen('modules/feedback/repo.ts', "updates a feedback row's status")).toBe(true);
    expect(seen('modules/feedback/repo.ts', 'deletes feedback rows')).toBe(true);
    // An update of other columns (the topics found in a comment) is not a status write.
    expect(writes.some((w) => w.file === 'modules/topics/repo.ts')).toBe(false);
  });
});

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
