/**
 * `npm run openapi`: writes `docs/openapi.json` from the endpoint contract, formatted as the
 * repository's formatter (Biome) would, so `npm run lint` accepts the file as written. Run it after
 * changing an endpoint; the OpenAPI test fails while the committed file differs from the contract.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { OPENAPI_FILE, repositoryOpenApiDocument } from '../http/openapi';

const root = path.resolve(import.meta.dirname, '../../..');
const file = path.join(root, OPENAPI_FILE);
const json = `${JSON.stringify(repositoryOpenApiDocument(), null, 2)}\n`;

// Biome puts short arrays on one line; formatting through it keeps `biome check` clean.
const biome = spawnSync(
  path.join(root, 'node_modules/.bin/biome'),
  ['format', `--stdin-file-path=${OPENAPI_FILE}`],
  { cwd: root, input: json, encoding: 'utf8' },
);
if (biome.status !== 0) {
  console.error(biome.stderr || biome.stdout);
  process.exit(1);
}
writeFileSync(file, biome.stdout);
console.log(`Wrote ${OPENAPI_FILE}`);
