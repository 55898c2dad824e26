import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { nodeVersionProblem } from './node-version.mjs';

describe('the Node.js version check of npm start', () => {
  it('names the version found and the one needed when it is too old', () => {
    expect(nodeVersionProblem('20.20.2')).toBe(
      'Doctor Ratings needs Node.js 22.12 or newer (24 LTS recommended); this is Node.js 20.20.2.',
    );
    expect(nodeVersionProblem('22.11.0')).toContain('this is Node.js 22.11.0');
  });

  it('says nothing on a version that is new enough', () => {
    for (const version of ['22.12.0', '22.13.1', '24.21.0', '25.0.0']) {
      expect(nodeVersionProblem(version)).toBeNull();
    }
  });

  it('passes on the Node.js running it (the suite needs a new enough one)', () => {
    const run = spawnSync(process.execPath, ['scripts/node-version.mjs'], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
  });
});
