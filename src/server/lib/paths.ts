import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let root: string | undefined;

/** The project root, found from this file whether it runs from src/ or the bundled dist/. */
export function projectRoot(): string {
  if (root) return root;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('project root not found');
    dir = parent;
  }
  root = dir;
  return dir;
}

export const projectPath = (...parts: string[]) => path.join(projectRoot(), ...parts);
