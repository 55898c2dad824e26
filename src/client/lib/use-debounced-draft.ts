import { useCallback, useEffect, useRef, useState } from 'react';
import { useDebouncedCallback } from 'use-debounce';

/**
 * A local draft of a value that lives elsewhere (here: the URL). Edits show at once and are
 * committed after `delayMs` without further edits, so typing or dragging a slider does not
 * fire a request per keystroke. When the outside value changes on its own (back button,
 * 'clear filters'), the draft follows it.
 *
 * `normalize` maps a draft to the value it becomes once committed (e.g. trimmed), so a draft
 * ending in a space is not mistaken for an outside change and overwritten mid-typing.
 *
 * A commit can reach the outside value late (the list navigates in a transition, and a slow
 * phone may finish an earlier one after the next was sent): a value this hook committed and has
 * since moved past is its own echo, not an outside change, and leaves the draft alone.
 */
export function useDebouncedDraft<T>(
  value: T,
  commit: (next: T) => void,
  { delayMs = 300, normalize = (v: T) => v }: { delayMs?: number; normalize?: (v: T) => T } = {},
): { draft: T; setDraft: (next: T) => void; flush: () => void } {
  const [draft, setDraft] = useState(value);
  const committed = useRef(value);
  // Values committed since the outside value last caught up with `committed`.
  const inFlight = useRef<T[]>([]);
  const latest = useRef({ commit, normalize, draft });
  latest.current = { commit, normalize, draft };

  useEffect(() => {
    if (Object.is(value, committed.current)) {
      inFlight.current = [];
      return;
    }
    if (inFlight.current.some((sent) => Object.is(sent, value))) return;
    inFlight.current = [];
    committed.current = value;
    setDraft(value);
  }, [value]);

  const commitDraft = useCallback(() => {
    const { commit: save, normalize: norm, draft: current } = latest.current;
    const next = norm(current);
    if (Object.is(next, committed.current)) return;
    inFlight.current.push(next);
    committed.current = next;
    save(next);
  }, []);
  const later = useDebouncedCallback(commitDraft, delayMs);

  const edit = useCallback(
    (next: T) => {
      setDraft(next);
      later();
    },
    [later],
  );
  const flush = useCallback(() => {
    later.cancel();
    commitDraft();
  }, [later, commitDraft]);

  return { draft, setDraft: edit, flush };
}
