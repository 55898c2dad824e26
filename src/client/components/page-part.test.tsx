import { act, type ReactNode, startTransition, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * A page the server drew is marked ready (html[data-hydrated]) once its own content and every
 * part drawn in it have hydrated: not before, and without waiting for the deadline when a part
 * is removed before its content could hydrate. Each test loads fresh modules: the page's
 * readiness is state of the page, once per load.
 */
async function freshModules() {
  vi.resetModules();
  const ready = await import('../lib/page-ready');
  const { PagePart } = await import('./page-part');
  return { ...ready, PagePart };
}

const isReady = () => document.documentElement.hasAttribute('data-hydrated');

/** Never resolves: a part whose content waits for this never hydrates. */
const forever = new Promise<never>(() => {});
function Waiting(): ReactNode {
  throw forever;
}

let container: HTMLDivElement;
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  delete document.documentElement.dataset.hydrated;
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => container.remove());

type Modules = Awaited<ReturnType<typeof freshModules>>;

let release: () => void = () => {};
let gate: Promise<void> = Promise.resolve();
let passed = false;
/** A part whose content waits for `gate` on the client (drawn at once on the server). */
function Slow() {
  if (!passed)
    throw gate.then(() => {
      passed = true;
    });
  return <p>slow part</p>;
}

function TwoParts({ m, server }: { m: Modules; server?: boolean }) {
  const { markShellHydrated } = m;
  useEffect(markShellHydrated, [markShellHydrated]);
  return (
    <div>
      <m.PagePart>
        <p>first part</p>
      </m.PagePart>
      <m.PagePart>{server ? <p>slow part</p> : <Slow />}</m.PagePart>
    </div>
  );
}

let hide: () => void = () => {};
function RemovablePart({ m, server }: { m: Modules; server?: boolean }) {
  const [shown, setShown] = useState(true);
  hide = () => setShown(false);
  const { markShellHydrated } = m;
  useEffect(markShellHydrated, [markShellHydrated]);
  return (
    <div>
      <m.PagePart>
        <p>header</p>
      </m.PagePart>
      {shown ? <m.PagePart>{server ? <p>a notice</p> : <Waiting />}</m.PagePart> : null}
    </div>
  );
}

describe('page readiness of a drawn page', () => {
  it('waits for every part, and is ready once the last one has hydrated', async () => {
    const m = await freshModules();
    passed = false;
    gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    container.innerHTML = renderToString(<TwoParts m={m} server />);
    m.startHydration();
    await act(async () => {
      startTransition(() => {
        hydrateRoot(container, <TwoParts m={m} />);
      });
    });
    expect(isReady()).toBe(false);
    await act(async () => {
      release();
      await gate;
    });
    expect(isReady()).toBe(true);
  });

  it('is ready when a part still waiting is removed, instead of waiting for it forever', async () => {
    const m = await freshModules();
    container.innerHTML = renderToString(<RemovablePart m={m} server />);
    m.startHydration();
    await act(async () => {
      startTransition(() => {
        hydrateRoot(container, <RemovablePart m={m} />);
      });
    });
    expect(isReady()).toBe(false);
    await act(async () => hide());
    expect(isReady()).toBe(true);
  });
});
