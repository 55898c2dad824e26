/*
 * Hydrating a page the server drew attaches the app to every element of it. Preact, which the
 * built client runs on, does that in one go: on a phone, one task of a few hundred milliseconds
 * during which a tap waits. Parts of a page marked with <HydrateApart> are left as the server
 * drew them during that pass and hydrated afterwards, one part per task, in page order, so the
 * browser can answer input between them (a part inside a part gets a turn of its own once its
 * parent is hydrated). Outside the first hydration (a page drawn by the app, a client-side
 * navigation) nothing waits.
 */

let hydrating = false;
/** The parts hydrated so far, by their id (useId, the same in every render of a part). */
const hydrated = new Set<string>();
const waiting = new Map<string, Promise<void>>();
/** The last part's turn: each part waits for the one before it, then for a task of its own. */
let queue: Promise<void> = Promise.resolve();

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** Runs the page's hydration; the parts that ask during it, or inside one, get a later turn. */
export function hydrateInSlices(hydrate: () => void): void {
  hydrating = true;
  hydrate();
  afterHydration(() => {
    hydrating = false;
  });
}

/**
 * What the part with this id waits for before it hydrates, or null when it may render now (it
 * has had its turn, or the page is not being hydrated).
 */
export function turnOf(id: string): Promise<void> | null {
  if (hydrated.has(id)) return null;
  let turn = waiting.get(id);
  if (!turn) {
    if (!hydrating) return null;
    turn = queue = queue.then(nextTask).then(() => {
      hydrated.add(id);
      waiting.delete(id);
    });
    waiting.set(id, turn);
  }
  return turn;
}

/** Runs `then` once every part has been hydrated (in a task's time when none waits). */
export function afterHydration(then: () => void): void {
  const last = queue;
  // A part renders right after its turn comes, and may queue the parts inside it: one more
  // task, and either nothing was added or there is a new last turn to wait for.
  void last.then(nextTask).then(() => (last === queue ? then() : afterHydration(then)));
}
