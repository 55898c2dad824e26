/**
 * A review's lifecycle has one writer: only modules/feedback/lifecycle.ts changes a feedback
 * row's status, writes its history (feedback_events) or applies a rating-statistics delta, through
 * the feedback repo's writers. This finds every place in the server's sources (tests and their
 * helpers aside) that does one of those, from the syntax tree: calls of `applyDelta`, Drizzle
 * writes of the `feedback` and `feedbackEvents` tables (an update of `feedback` counts when its
 * `.set` names `status` or spreads an object that may), raw SQL writing either table, and, inside
 * the feedback module, calls of the repo's status and history writers from anywhere but the
 * lifecycle. The one exception is the demo seed's bulk load of reviews.
 */
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { lineOf, parse, SERVER, serverPath, sourceFiles } from './sources';

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
    const file = serverPath(full);
    const source = parse(full);
    const add = (node: ts.Node, what: string) =>
      found.push({ file, line: lineOf(source, node), what });
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
