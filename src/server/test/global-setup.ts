/**
 * The server project's globalSetup: runs the migrations once per test run, on a template database
 * that every test file then copies (harness.ts), instead of migrating once per file. The template
 * is built from the current drizzle/ at the start of every run and removed at its end, so it can
 * never be stale or shared between runs (its name holds the run's pid and start time).
 * PostgreSQL (TEST_DATABASE_URL): a database that each file copies with CREATE DATABASE … TEMPLATE.
 * PGlite: a tarball of the migrated data folder in a temporary file, loaded by each file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { createLogger } from '../lib/logger';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const base = process.env.TEST_DATABASE_URL;
  const log = createLogger('silent');
  const runName = `test_tpl_${process.pid}_${Date.now()}`;
  if (base) {
    const drop = () => adminQuery(base, `drop database if exists ${runName} with (force)`);
    await adminQuery(base, `create database ${runName}`);
    const url = new URL(base);
    url.pathname = `/${runName}`;
    const database = await openDatabase({ url: url.toString(), log, poolSize: 1 });
    try {
      await database.migrate();
    } catch (err) {
      await database.close();
      await drop();
      throw err;
    }
    // CREATE DATABASE … TEMPLATE refuses while any connection to the template is open.
    await database.close();
    project.provide('testTemplate', { postgresDatabase: runName });
    return drop;
  }
  const database = await openDatabase({ log });
  await database.migrate();
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = path.join(os.tmpdir(), `${runName}.tar`);
  fs.writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide('testTemplate', { pgliteDump: file });
  return async () => fs.rmSync(file, { force: true });
}

async function adminQuery(url: string, query: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}
