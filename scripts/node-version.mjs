/**
 * `npm start` and `npm run build` begin here: on a Node.js older than the product needs, they
 * stop with one line naming the version found and the one needed, instead of failing later in
 * a way that does not say why (npm's own engine warning is lost among the install's output).
 */
import { readFileSync } from 'node:fs';

/** The minimum of package.json's `engines.node` (">=22.12" gives [22, 12]). */
function minimum() {
  const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const [major = 0, minor = 0] = /(\d+)(?:\.(\d+))?/.exec(engines.node).slice(1).map(Number);
  return { major, minor, text: engines.node.replace(/^>=\s*/, '') };
}

/** The line to print when `version` (e.g. "20.20.2") is too old, else null. */
export function nodeVersionProblem(version) {
  const need = minimum();
  const [major, minor] = version.split('.').map(Number);
  if (major > need.major || (major === need.major && minor >= need.minor)) return null;
  return `Doctor Ratings needs Node.js ${need.text} or newer (24 LTS recommended); this is Node.js ${version}.`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problem = nodeVersionProblem(process.versions.node);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
