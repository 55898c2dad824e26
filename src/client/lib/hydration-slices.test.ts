import { beforeEach, describe, expect, it, vi } from 'vitest';

type Slices = typeof import('./hydration-slices');
let slices: Slices;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

beforeEach(async () => {
  // The module keeps the page's hydration state: each test starts a fresh page.
  vi.resetModules();
  slices = await import('./hydration-slices');
});

describe('hydration slices', () => {
  it('lets every part render at once outside the first hydration', () => {
    expect(slices.turnOf('a')).toBeNull();
  });

  it('gives each part asking during the hydration a turn of its own, in page order', async () => {
    const order: string[] = [];
    slices.hydrateInSlices(() => {
      for (const id of ['header', 'card', 'footer']) {
        const turn = slices.turnOf(id);
        expect(turn).toBeInstanceOf(Promise);
        // The same part asking again (a render of its parent) waits for the same turn.
        expect(slices.turnOf(id)).toBe(turn);
        void turn?.then(() => order.push(id));
      }
    });
    expect(order).toEqual([]);
    // One part per task: after one task only the first has had its turn.
    await nextTask();
    await nextTask();
    expect(order).toEqual(['header']);
    await vi.waitFor(() => expect(order).toEqual(['header', 'card', 'footer']));
    expect(slices.turnOf('card')).toBeNull();
  });

  it('waits for every part, those inside a part included, before it reports the page hydrated', async () => {
    const events: string[] = [];
    slices.hydrateInSlices(() => {
      void slices.turnOf('reviews')?.then(() => {
        events.push('reviews');
        // The part renders and finds a part inside it: that one gets a later turn.
        void slices.turnOf('review 1')?.then(() => events.push('review 1'));
      });
    });
    slices.afterHydration(() => events.push('hydrated'));
    await vi.waitFor(() => expect(events).toContain('hydrated'));
    expect(events).toEqual(['reviews', 'review 1', 'hydrated']);
    expect(slices.turnOf('review 1')).toBeNull();
    // Once the page is hydrated, a new part (a client-side navigation) renders at once.
    expect(slices.turnOf('next page')).toBeNull();
  });
});
