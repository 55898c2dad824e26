/**
 * Renders bench/REPORT.md again from stored results, e.g. after editing bench/ANALYSIS.md:
 *   npx tsx bench/render.ts [yyyy-mm-dd]   (default: the newest bench/results/*-summary.json)
 */
import fs from 'node:fs';
import { projectPath } from '../src/server/lib/paths';
import { renderAgain } from './report';

const newest = () =>
  fs
    .readdirSync(projectPath('bench', 'results'))
    .filter((f) => f.endsWith('-summary.json'))
    .sort()
    .at(-1)
    ?.slice(0, 10);

const date = process.argv[2] ?? newest();
if (!date) {
  console.error('no results in bench/results');
  process.exit(1);
}
console.log(renderAgain(date));
