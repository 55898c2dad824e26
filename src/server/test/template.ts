/**
 * The test files' side of the migrated template that global-setup.ts builds once per run. Without
 * it (a project without that globalSetup), each file migrates a fresh database as before.
 */
import fs from 'node:fs';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplate: { postgresDatabase?: string; pgliteDump?: string };
  }
}

/** The ` template <name>` clause for CREATE DATABASE, or '' when there is no template. */
export function postgresTemplateClause(): string {
  const name = inject('testTemplate')?.postgresDatabase;
  return name ? ` template ${name}` : '';
}

/** The migrated PGlite data folder as a tarball to start from, if there is one. */
export async function pgliteTemplateDump(): Promise<Blob | undefined> {
  const file = inject('testTemplate')?.pgliteDump;
  return file ? fs.openAsBlob(file) : undefined;
}
