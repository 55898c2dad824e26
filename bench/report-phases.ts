/** REPORT.md sections of the `start` and `profile` phases. */
import path from 'node:path';
import { projectPath } from '../src/server/lib/paths';
import type { BenchResults } from './types';

const fmt = (n: number, digits = 2) => String(Number(n.toFixed(digits)));

/**
 * A code span that survives any function name (RegExp sources have backticks and pipes): a
 * fence longer than the longest backtick run inside, and pipes escaped for the table.
 */
function code(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const padded = longest ? ` ${text} ` : text;
  return `${fence}${padded.replaceAll('|', '\\|')}${fence}`;
}

function table(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

export function startSection(r: BenchResults): string {
  const s = r.start;
  if (!s) return '_Not run._';
  return [
    '`npm start` (`scripts/build-if-changed.mjs`) as the README has a user run it, with only ' +
      'PORT, HOST=127.0.0.1 and a temporary DATA_DIR set, in a fresh copy of the checkout ' +
      '(node_modules linked, no `dist/`): the first start has to build; the second, on the same ' +
      'DATA_DIR, finds the build up to date. Time from the command to the first ' +
      '`GET /api/health` 200; then SIGTERM to the process group (as from Ctrl-C or a service ' +
      'manager: npm alone would pass it to its shell only, leaving the server running).',
    '',
    table(
      ['start', 'built', 'to /api/health 200', 'stop', 'clean stop'],
      s.runs.map((x) => [
        x.start,
        x.built ? 'yes' : 'no',
        `${fmt(x.secondsToHealth)} s`,
        `${fmt(x.stopSeconds)} s`,
        x.cleanStop ? 'yes' : '**no**',
      ]),
    ),
    '',
    `Output of both starts: \`${path.relative(projectPath(), s.logFile)}\`.`,
  ].join('\n');
}

export function profileSection(r: BenchResults, profileMd: string): string {
  const p = r.profile;
  const record = `[bench/PROFILE.md](${profileMd}) keeps the before/after record of what these profiles led to.`;
  if (!p) return `_Not run._ ${record}`;
  return [
    '`node --cpu-prof dist/server/index.js` with the demo data on PGlite in a temporary ' +
      'DATA_DIR, each URL loaded as in the HTTP scenarios after a warm-up. Self time of the ' +
      'samples taken during each load only (start-up, migrations and seeding excluded), as a ' +
      'share of the non-idle samples; our code is mapped back to `src/` through the source map. ' +
      `The profile is kept in \`${path.relative(projectPath(), p.profileFile)}\` (open it in ` +
      `Chrome DevTools). ${record}`,
    '',
    ...p.loads.flatMap((l) => [
      `### \`${l.path}\` (${l.scenario}): ${fmt(l.rps, 0)} req/s under the profiler, ` +
        `${l.nonIdleSamples} of ${l.samples} samples not idle`,
      '',
      table(
        ['share', 'function', 'location'],
        l.top.map((e) => [`${(e.share * 100).toFixed(1)}%`, code(e.function), code(e.location)]),
      ),
      '',
    ]),
  ].join('\n');
}
