/**
 * The server's own sources, as the architecture tests read them: every .ts and .tsx file under
 * src/server except tests, declaration files, the test harness (src/server/test/) and these
 * checks themselves (src/server/architecture/), each parsed with the TypeScript compiler API so
 * the tests look at the syntax tree rather than at text.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** src/server, the root every path in these tests is relative to. */
export const SERVER = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Folders at the server's root that hold no product code: the test harness and these checks. */
const NOT_SOURCES = new Set(['test', 'architecture']);

/** The source files under `dir` (absolute paths), tests and declaration files left out. */
export function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return NOT_SOURCES.has(entry.name) && dir === SERVER ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** A file's path relative to src/server, with forward slashes: `modules/feedback/repo.ts`. */
export const serverPath = (full: string) => path.relative(SERVER, full).split(path.sep).join('/');

/** The syntax tree of a file (read from disk unless its text is given), with parent links. */
export function parse(file: string, text = fs.readFileSync(file, 'utf8')): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
}

/** The 1-based line a node starts on. */
export const lineOf = (source: ts.SourceFile, node: ts.Node) =>
  source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
