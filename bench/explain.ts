/**
 * EXPLAIN (ANALYZE, BUFFERS) of the SQL behind each directory endpoint. The SQL is captured
 * from the real services (the same repos and query builders the routes call) by recording what
 * reaches the `pg` driver, then explained with the same parameters on the same database.
 */
import pg from 'pg';
import { openDatabase } from '../src/server/db/client';
import { createLogger } from '../src/server/lib/logger';
import { buildDashboard } from '../src/server/modules/dashboard/service';
import {
  doctorFacets,
  doctorProfile,
  doctorReviews,
  doctorStats,
  featuredDoctors,
  searchDoctors,
} from '../src/server/modules/doctors/service';
import { dashboardQuery } from '../src/shared/admin';
import { doctorListQuery } from '../src/shared/doctors';
import type { DirectoryPicks } from './scenarios';

interface Captured {
  text: string;
  values: unknown[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

interface ExplainJson {
  Plan: PlanNode;
  'Planning Time': number;
  'Execution Time': number;
}

export interface ExplainedQuery {
  sql: string;
  params: unknown[];
  executionMs: number;
  planningMs: number;
  sharedHitBlocks: number;
  sharedReadBlocks: number;
  /** "Index Scan feedback (feedback_doctor_status_created_idx) rows=…" per scan node. */
  scans: string[];
  seqScans: string[];
  plan: string;
}

export interface ExplainedEndpoint {
  endpoint: string;
  directory: boolean;
  queries: ExplainedQuery[];
  seqScanOfFeedback: boolean;
}

export interface ExplainResult {
  endpoints: ExplainedEndpoint[];
  /** True when no directory endpoint's SQL scans feedback sequentially. */
  directoryNoFeedbackSeqScan: boolean;
}

/** Records every query sent through pg while `run` executes (pools and clients alike). */
async function captureQueries(run: () => Promise<unknown>): Promise<Captured[]> {
  const captured: Captured[] = [];
  type QueryFn = (this: unknown, ...args: unknown[]) => unknown;
  const poolProto = pg.Pool.prototype as unknown as { query: QueryFn };
  const clientProto = pg.Client.prototype as unknown as { query: QueryFn };
  const originals = { pool: poolProto.query, client: clientProto.query };
  const record = (args: unknown[]) => {
    const [first, second] = args;
    const text = typeof first === 'string' ? first : (first as { text?: string })?.text;
    const values = Array.isArray(second)
      ? second
      : ((first as { values?: unknown[] })?.values ?? []);
    if (text) captured.push({ text, values });
  };
  poolProto.query = function (this: unknown, ...args: unknown[]) {
    record(args);
    return originals.pool.apply(this, args);
  };
  clientProto.query = function (this: unknown, ...args: unknown[]) {
    record(args);
    return originals.client.apply(this, args);
  };
  try {
    await run();
  } finally {
    poolProto.query = originals.pool;
    clientProto.query = originals.client;
  }
  // pg.Pool#query hands the query to a client, so both saw it: keep each (text, values) once.
  const seen = new Set<string>();
  return captured.filter((q) => {
    // Only reads can be explained; transaction control (the dashboard's read-only snapshot) and
    // settings are not queries.
    if (!/^\s*\(?\s*(select|with)\b/i.test(q.text)) return false;
    const key = `${q.text}\u0000${JSON.stringify(q.values)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function walk(node: PlanNode, visit: (n: PlanNode) => void) {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

function describeNode(n: PlanNode): string {
  const idx = n['Index Name'] ? ` (${n['Index Name']})` : '';
  return `${n['Node Type']} ${n['Relation Name'] ?? ''}${idx} rows=${n['Actual Rows'] ?? 0}×${n['Actual Loops'] ?? 1}`;
}

function planText(n: PlanNode, depth = 0): string {
  const line = `${'  '.repeat(depth)}-> ${describeNode(n)}`;
  return [line, ...(n.Plans ?? []).map((c) => planText(c, depth + 1))].join('\n');
}

async function explainOne(client: pg.Client, q: Captured): Promise<ExplainedQuery> {
  const sql = `explain (analyze, buffers, format json) ${q.text}`;
  // Twice: the first run warms the cache, the second is the one reported.
  await client.query(sql, q.values);
  const { rows } = await client.query<{ 'QUERY PLAN': ExplainJson[] }>(sql, q.values);
  const explained = rows[0]!['QUERY PLAN'][0]!;
  const scans: string[] = [];
  const seqScans: string[] = [];
  walk(explained.Plan, (n) => {
    if (!n['Relation Name']) return;
    scans.push(describeNode(n));
    if (n['Node Type'] === 'Seq Scan') seqScans.push(n['Relation Name']);
  });
  return {
    sql: q.text.replace(/\s+/g, ' ').trim(),
    params: q.values,
    executionMs: Math.round(explained['Execution Time'] * 100) / 100,
    planningMs: Math.round(explained['Planning Time'] * 100) / 100,
    sharedHitBlocks: explained.Plan['Shared Hit Blocks'] ?? 0,
    sharedReadBlocks: explained.Plan['Shared Read Blocks'] ?? 0,
    scans,
    seqScans,
    plan: planText(explained.Plan),
  };
}

export async function explainDirectory(url: string, picks: DirectoryPicks): Promise<ExplainResult> {
  const database = await openDatabase({ url, log: createLogger('warn'), poolSize: 1 });
  const db = database.db;
  const list = (query: Record<string, string>) => searchDoctors(db, doctorListQuery.parse(query));
  const endpoints: [string, boolean, () => Promise<unknown>][] = [
    ['GET /api/doctors', true, () => list({})],
    ['GET /api/doctors?q=nguyen', true, () => list({ q: 'nguyen' })],
    // Specialty names and synonyms in both languages go through the same trigram index.
    ['GET /api/doctors?q=cardiology', true, () => list({ q: 'cardiology' })],
    ['GET /api/doctors?q=children', true, () => list({ q: 'children' })],
    [
      `GET /api/doctors?${picks.filterQuery}`,
      true,
      () => list(Object.fromEntries(new URLSearchParams(picks.filterQuery))),
    ],
    ['GET /api/doctors/:id', true, () => doctorProfile(db, picks.doctorId)],
    [
      'GET /api/doctors/:id/reviews?page=3',
      true,
      // The profile read is what a cold directory cache adds before the reviews.
      async () =>
        doctorReviews(db, await doctorProfile(db, picks.doctorId), { page: 3, page_size: 10 }),
    ],
    ['GET /api/doctors/:id/stats', true, () => doctorStats(db, picks.doctorId)],
    ['GET /api/doctors/featured', true, () => featuredDoctors(db)],
    ['GET /api/doctors/facets', true, () => doctorFacets(db)],
    [
      'GET /api/admin/dashboard?range=month',
      false,
      () => buildDashboard(db, dashboardQuery.parse({ range: 'month' }), 3),
    ],
    [
      'GET /api/admin/dashboard?range=year',
      false,
      () => buildDashboard(db, dashboardQuery.parse({ range: 'year' }), 3),
    ],
  ];
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const out: ExplainedEndpoint[] = [];
  try {
    for (const [endpoint, directory, run] of endpoints) {
      const queries = await captureQueries(run);
      const explained: ExplainedQuery[] = [];
      for (const q of queries) explained.push(await explainOne(client, q));
      out.push({
        endpoint,
        directory,
        queries: explained,
        seqScanOfFeedback: explained.some((q) => q.seqScans.includes('feedback')),
      });
    }
  } finally {
    await client.end();
    await database.close();
  }
  return {
    endpoints: out,
    directoryNoFeedbackSeqScan: out.filter((e) => e.directory).every((e) => !e.seqScanOfFeedback),
  };
}
