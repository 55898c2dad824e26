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

/**
 * A module owns its tables (issue "Modules that own their data", item 2). The rule: a module's
 * SQL may READ any table (joins and subqueries that compose one query), but INSERTS, UPDATES AND
 * DELETES ONLY ITS OWN MODULE'S TABLES; another module's table is written by calling that module's
 * service (or, where that would make the two import each other, a function app.ts passes in).
 * TABLE_OWNERS names the owner of every table of db/schema.ts: a module, or a platform folder
 * (auth, audit, mail, http, messages) for the tables the platform keeps. The scan reads every
 * source file under modules/ (tests aside; in practice the repos, `repo.ts` and `*-repo.ts`) from
 * the syntax tree: Drizzle's `insert(t)`, `update(t)` and `delete(t)` of a table imported from
 * db/schema (under any local name), and raw SQL `insert into`, `update` or `delete from` naming a
 * table by `${t}` or by its SQL name. A write of another owner's table fails unless COLUMN_WRITERS
 * allows its columns or CROSSINGS lists it with the reason; a listed crossing no longer found
 * fails too, so the list only shrinks.
 */
const TABLE_OWNERS: Record<string, string> = {
  // better-auth's tables
  sessions: 'auth',
  accounts: 'auth',
  verifications: 'auth',
  twoFactors: 'auth',
  // people: the account and what is kept with it (the users module, the administrators' screen,
  // changes roles and names and closes accounts through the accounts module's service)
  users: 'modules/accounts',
  userRoles: 'modules/accounts',
  profiles: 'modules/accounts',
  userPreferences: 'modules/accounts',
  // the directory
  clinics: 'modules/clinics',
  specialties: 'modules/specialties',
  doctors: 'modules/admin-doctors',
  directoryVersion: 'modules/doctors',
  doctorRatingStats: 'modules/ratings',
  doctorProfileEdits: 'modules/portal',
  doctorAccounts: 'modules/doctor-accounts',
  doctorInvitations: 'modules/doctor-accounts',
  // visits and their invitations
  visits: 'modules/visits',
  visitDoctors: 'modules/visits',
  mailUnsubscribes: 'modules/invitations',
  // reviews
  feedback: 'modules/feedback',
  feedbackReports: 'modules/feedback',
  feedbackEvents: 'modules/feedback',
  feedbackAppeals: 'modules/feedback',
  feedbackRedactions: 'modules/feedback',
  idempotencyKeys: 'modules/feedback',
  feedbackReplies: 'modules/replies',
  replyTemplates: 'modules/reply-templates',
  mohSurveyResponses: 'modules/moh-survey',
  chainTopics: 'modules/topics',
  // rollups kept by triggers on feedback
  doctorDailyStats: 'modules/dashboard',
  dashboardDailyStats: 'modules/dashboard',
  doctorSinceStats: 'modules/dashboard',
  dashboardVersion: 'modules/dashboard',
  doctorMonthInsights: 'modules/insights',
  doctorMonthTopics: 'modules/insights',
  // service cases, notes, notices
  serviceCases: 'modules/cases',
  serviceCaseEntries: 'modules/cases',
  caseDigestRuns: 'modules/cases',
  changeNotes: 'modules/change-notes',
  changeNoteReviews: 'modules/change-notes',
  notifications: 'modules/notifications',
  announcements: 'modules/announcements',
  // administration
  staffClinics: 'modules/staff-clinics',
  apiKeys: 'modules/api-keys',
  appSettings: 'modules/settings',
  // the platform
  auditLogs: 'audit',
  mailOutbox: 'mail',
  providerTokens: 'messages',
  rateLimits: 'http',
};

/** Columns of another module's table that a module computes and alone writes (`update` only). */
const COLUMN_WRITERS: { module: string; table: string; columns: string[]; why: string }[] = [
  {
    module: 'modules/topics',
    table: 'feedback',
    columns: ['topics', 'topic_words', 'topics_version'],
    why: "the topics found in a review's comment are the topics detector's output, recomputed by its refresh job; a trigger clears them when any writer changes the comment",
  },
];

/**
 * Writes of another owner's table that exist, each with its reason (all accepted now; one still
 * to move would say "to move"). One entry per file and table; remove it with the write.
 */
const CROSSINGS: { file: string; table: string; why: string }[] = [
  {
    file: 'modules/invitations/repo.ts',
    table: 'visits',
    why: 'accepted: the statement that queues an invitation marks its visit (invited_at, reminded_at, short_token), so a pass is one idempotent statement for 10,000 visits',
  },
  {
    file: 'modules/invitations/repo.ts',
    table: 'mailOutbox',
    why: 'accepted: the outbox is the platform queue every sender inserts into (mail/outbox.ts), here set-based in the marking statement',
  },
  {
    file: 'modules/notifications/repo.ts',
    table: 'mailOutbox',
    why: "accepted: a notification's e-mail copies are queued in the one set-based statement that inserts it for every recipient",
  },
  {
    file: 'modules/privacy/repo.ts',
    table: 'mailOutbox',
    why: "accepted: retention deletes old messages of the platform's outbox, which has no module of its own",
  },
  {
    file: 'modules/privacy/repo.ts',
    table: 'auditLogs',
    why: "accepted: closing an account pseudonymises its e-mail in the platform's audit log, which has no module of its own",
  },
  {
    file: 'modules/accounts/repo.ts',
    table: 'accounts',
    why: "accepted: an account's credential row (better-auth's table) is made in the same transaction as the account, so an account never exists half-made",
  },
  {
    file: 'modules/users/repo.ts',
    table: 'sessions',
    why: "accepted: a demoted admin's sessions (better-auth's table) end in the role change's own transaction",
  },
];

interface TableWrite {
  file: string;
  line: number;
  /** The table's name in db/schema.ts. */
  table: string;
  how: 'insert' | 'update' | 'delete' | 'sql';
  /** The columns an update's `.set({...})` names; undefined when they cannot be read. */
  columns?: string[];
}

/** The tables of db/schema.ts: each `pgTable` by its exported name, with its SQL name. */
function schemaTables(): Map<string, string> {
  const file = path.join(SERVER, 'db/schema.ts');
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const tables = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const d of statement.declarationList.declarations) {
      const init = d.initializer;
      if (
        ts.isIdentifier(d.name) &&
        init &&
        ts.isCallExpression(init) &&
        ts.isIdentifier(init.expression) &&
        init.expression.text === 'pgTable' &&
        init.arguments[0] &&
        ts.isStringLiteral(init.arguments[0])
      )
        tables.set(d.name.text, init.arguments[0].text);
    }
  }
  return tables;
}

const RAW_TABLE_WRITE = /\b(insert\s+into|update|delete\s+from)\s+(?:\$\{(\w+)\}|"?(\w+)"?)/gi;

/** The writes of schema tables in one source text (`file` relative to src/server). */
function tableWrites(file: string, text: string, tables: Map<string, string>): TableWrite[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const bySqlName = new Map([...tables].map(([name, sqlName]) => [sqlName, name]));
  // Local names of schema tables: `import { doctorRatingStats as stats }`, `alias(users, 'x')`.
  const local = new Map<string, string>();
  for (const statement of source.statements) {
    if (
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      /\/db\/schema$/.test(statement.moduleSpecifier.text)
    ) {
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        for (const e of bindings.elements) {
          const imported = (e.propertyName ?? e.name).text;
          if (tables.has(imported)) local.set(e.name.text, imported);
        }
    }
  }
  const found: TableWrite[] = [];
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isCallExpression(node.initializer) &&
      ts.isIdentifier(node.initializer.expression) &&
      node.initializer.expression.text === 'alias'
    ) {
      const [aliased] = node.initializer.arguments;
      if (aliased && ts.isIdentifier(aliased) && local.has(aliased.text))
        local.set(node.name.text, local.get(aliased.text)!);
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const how = node.expression.name.text;
      const [first] = node.arguments;
      const table = first && ts.isIdentifier(first) ? local.get(first.text) : undefined;
      if (table && (how === 'insert' || how === 'update' || how === 'delete'))
        found.push({
          file,
          line: lineOf(node),
          table,
          how,
          columns: how === 'update' ? columnsSet(node) : undefined,
        });
    }
    if (ts.isTaggedTemplateExpression(node)) {
      const template = node.template;
      // The SQL with each `${x}` kept as written, so `update ${visits}` names its table.
      const text = ts.isTemplateExpression(template)
        ? template.head.text +
          template.templateSpans
            .map((s) => `\${${s.expression.getText(source)}}${s.literal.text}`)
            .join('')
        : template.text;
      for (const m of text.matchAll(RAW_TABLE_WRITE)) {
        const table = m[2] ? local.get(m[2]) : bySqlName.get(m[3]!.toLowerCase());
        if (table) found.push({ file, line: lineOf(node), table, how: 'sql' });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** `.update(t).set({ a, b: … })`: the columns named, or undefined when they cannot be read. */
function columnsSet(update: ts.CallExpression): string[] | undefined {
  const access = update.parent;
  if (!ts.isPropertyAccessExpression(access) || access.name.text !== 'set') return undefined;
  const call = access.parent;
  const values = ts.isCallExpression(call) ? call.arguments[0] : undefined;
  if (!values || !ts.isObjectLiteralExpression(values)) return undefined;
  const names: string[] = [];
  for (const p of values.properties) {
    if (!(ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p))) return undefined;
    names.push(p.name.getText());
  }
  return names;
}

/** The module a file (relative to src/server) belongs to: `modules/<name>`. */
const moduleOf = (file: string) => file.split('/').slice(0, 2).join('/');

/** Why a write of another owner's table is allowed, or null when it is not. */
function crossingAllowed(w: TableWrite): string | null {
  const columns = COLUMN_WRITERS.find((c) => c.module === moduleOf(w.file) && c.table === w.table);
  if (columns && w.how === 'update' && w.columns?.every((c) => columns.columns.includes(c)))
    return columns.why;
  return CROSSINGS.find((c) => c.file === w.file && c.table === w.table)?.why ?? null;
}

/** Every write under modules/ of a table its module does not own. */
function foreignWrites(files: { file: string; text: string }[]): TableWrite[] {
  const tables = schemaTables();
  return files
    .flatMap(({ file, text }) => tableWrites(file, text, tables))
    .filter((w) => TABLE_OWNERS[w.table] !== moduleOf(w.file));
}

function moduleSources() {
  return sourceFiles(path.join(SERVER, 'modules')).map((full) => ({
    file: path.relative(SERVER, full).split(path.sep).join('/'),
    text: fs.readFileSync(full, 'utf8'),
  }));
}

describe('a module owns its tables', () => {
  it('names the owner of every table in db/schema.ts', () => {
    const tables = [...schemaTables().keys()].sort();
    expect(tables.length).toBeGreaterThan(40);
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual(tables);
    const units = new Set(
      [...fs.readdirSync(path.join(SERVER, 'modules'))].map((m) => `modules/${m}`),
    );
    for (const owner of new Set(Object.values(TABLE_OWNERS)))
      expect(units.has(owner) || fs.existsSync(path.join(SERVER, owner)), owner).toBe(true);
  });

  it("writes only its own tables (reads may join any), another module's through its service", () => {
    const unlisted = foreignWrites(moduleSources())
      .filter((w) => crossingAllowed(w) === null)
      .map((w) => `${w.file}:${w.line} ${w.how} ${w.table} (owned by ${TABLE_OWNERS[w.table]})`);
    expect(unlisted).toEqual([]);
  });

  it('lists only crossings that still exist', () => {
    const writes = foreignWrites(moduleSources());
    const stale = CROSSINGS.filter(
      (c) => !writes.some((w) => w.file === c.file && w.table === c.table),
    ).map((c) => `${c.file} ${c.table}`);
    expect(stale).toEqual([]);
  });

  it('finds a planted write of another module’s table, and lets reads and owned columns pass', () => {
    // A guard on the test itself: a scan that found nothing would pass vacuously.
    const planted = `import { sql } from 'drizzle-orm';
import { feedback as reviews, feedbackReports, visits } from '../../db/schema';
export const a = (tx) => tx.update(reviews).set({ visit_id: null });
export const b = (tx) => tx.delete(feedbackReports).where(sql\`true\`);
export const c = (tx) => tx.execute(sql\`delete from \${reviews} where true\`);
export const d = (tx) => tx.execute(sql\`UPDATE feedback_events SET kind = \${'x'}\`);
export const e = (tx) => tx.insert(visits).values({});
export const f = (tx) => tx.select().from(reviews).innerJoin(visits, sql\`true\`);
export const g = (tx) => tx.execute(sql\`select 1 from \${reviews} for update\`);`;
    const found = foreignWrites([{ file: 'modules/visits/repo.ts', text: planted }]).map((w) =>
      `${w.line} ${w.how} ${w.table} ${w.columns?.join(',') ?? ''}`.trim(),
    );
    expect(found).toEqual([
      '3 update feedback visit_id',
      '4 delete feedbackReports',
      '5 sql feedback',
      '6 sql feedbackEvents',
    ]);
    // The same file in topics: its own columns pass, one more column does not.
    const topics = [
      "import { feedback } from '../../db/schema';",
      'export const a = (tx) => tx.update(feedback).set({ topics: [], topics_version: 3 });',
      "export const b = (tx) => tx.update(feedback).set({ topics: [], status: 'approved' });",
      'export const c = (tx) => tx.update(feedback).set(values);',
    ].join('\n');
    const denied = foreignWrites([{ file: 'modules/topics/repo.ts', text: topics }])
      .filter((w) => crossingAllowed(w) === null)
      .map((w) => w.line);
    expect(denied).toEqual([3, 4]);
    // And in the real sources: the feedback module's own writes are seen and owned.
    const tables = schemaTables();
    const real = moduleSources().flatMap(({ file, text }) => tableWrites(file, text, tables));
    expect(real.some((w) => w.file === 'modules/feedback/repo.ts' && w.how === 'delete')).toBe(
      true,
    );
    expect(
      real.some((w) => w.file === 'modules/invitations/repo.ts' && w.table === 'mailOutbox'),
    ).toBe(true);
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
