/**
 * The browser tests' globalSetup: starts the built server once on an empty folder, so that it
 * migrates, loads the demo data and creates the administrator, then stops it. Each test file's
 * server starts on a copy of that folder (startApp), as a fresh install would be after its first
 * start, without repeating the same minute of seeding 23 times.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServerOn } from './server';

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dr-e2e-template-'));
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    const app = await startServerOn(dir);
    await app.stop({ keepData: true });
  } catch (err) {
    remove();
    throw err;
  }
  project.provide('e2eDataTemplate', dir);
  return remove;
}
