import { useEffect, useState } from 'react';
import { useDebouncedCallback } from 'use-debounce';

/**
 * The text of a search box whose value lives elsewhere (the address): what is typed shows at
 * once and is committed, trimmed, after a pause, so a word costs one request, not one per letter.
 * When the committed value changes on its own (the back button), the box follows it.
 */
export function useDebouncedDraft(
  committed: string,
  commit: (value: string) => void,
  delayMs: number,
): [draft: string, change: (value: string) => void] {
  const [draft, setDraft] = useState(committed);
  const commitLater = useDebouncedCallback((value: string) => commit(value.trim()), delayMs);

  useEffect(() => {
    setDraft((current) => (current.trim() === committed ? current : committed));
  }, [committed]);

  const change = (value: string) => {
    setDraft(value);
    commitLater(value);
  };
  return [draft, change];
}
