/**
 * Renders bench/REPORT.md again from stored results, e.g. after editing bench/ANALYSIS.md:
 *   npx tsx bench/render.ts [yyyy-mm-dd]   (default: the newest bench/results/*-summary.json)
 *   npx tsx bench/render.ts --tmp [date]   (a partial run's bench/results/tmp/REPORT.md)
 */
import fs from 'node:fs';
import { projectPath } from '../src/server/lib/paths';
import { renderAgain } from './report';

const fromTmp = process.argv.includes('--tmp');
const args = process.argv.slice(2).filter((a) => a !== '--tmp');
const dir = fromTmp ? projectPath('bench', 'results', 'tmp') : projectPath('bench', 'results');

const newest = () =>
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('-summary.json'))
    .sort()
    .at(-1)
    ?.slice(0, 10);

const date = args[0] ?? newest();
if (!date) {
  console.error(`no results in ${dir}`);
  process.exit(1);
}
console.log(renderAgain(date, fromTmp));
