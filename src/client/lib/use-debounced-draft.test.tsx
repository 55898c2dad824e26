import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedDraft } from './use-debounced-draft';

describe('useDebouncedDraft', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup(initial: number) {
    const commits: number[] = [];
    const hook = renderHook(
      ({ value }: { value: number }) => useDebouncedDraft(value, (next) => commits.push(next)),
      { initialProps: { value: initial } },
    );
    return { hook, commits };
  }

  it('commits once the edits rest', () => {
    const { hook, commits } = setup(0);
    act(() => hook.result.current.setDraft(0.5));
    act(() => hook.result.current.setDraft(1));
    expect(commits).toEqual([]);
    act(() => vi.advanceTimersByTime(300));
    expect(commits).toEqual([1]);
    expect(hook.result.current.draft).toBe(1);
  });

  it('keeps a newer draft when an earlier commit of its own arrives late', () => {
    // Under load the list's navigation for an early commit can finish after the user has moved on.
    const { hook, commits } = setup(0);
    act(() => hook.result.current.setDraft(0.5));
    act(() => vi.advanceTimersByTime(300));
    act(() => hook.result.current.setDraft(4));
    act(() => vi.advanceTimersByTime(300));
    expect(commits).toEqual([0.5, 4]);
    hook.rerender({ value: 0.5 });
    expect(hook.result.current.draft).toBe(4);
    hook.rerender({ value: 4 });
    expect(hook.result.current.draft).toBe(4);
  });

  it('follows a value changed from outside (Back, clear filters)', () => {
    const { hook, commits } = setup(0);
    act(() => hook.result.current.setDraft(2));
    act(() => vi.advanceTimersByTime(300));
    hook.rerender({ value: 2 });
    // Back to a value this hook once committed: it is the outside's now, not a late echo.
    hook.rerender({ value: 0 });
    expect(hook.result.current.draft).toBe(0);
    hook.rerender({ value: 3 });
    expect(hook.result.current.draft).toBe(3);
    expect(commits).toEqual([2]);
  });
});
