import { type ComponentProps, type ComponentType, createElement, lazy } from 'react';
import { featureTextsReady } from '../i18n';
import { ChunkLoadError } from '../lib/chunk-load-error';

/** Pause before the one retry: long enough for a flaky connection to come back. */
const RETRY_DELAY_MS = 500;

async function loadWithRetry<Module>(load: () => Promise<Module>): Promise<Module> {
  try {
    return await load();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    try {
      return await load();
    } catch (error) {
      throw new ChunkLoadError(error);
    }
  }
}

/**
 * Loads a code chunk, trying once more if the first attempt fails (a dropped connection, a
 * deploy mid-visit). A second failure becomes a ChunkLoadError, which the error screens
 * explain in the visitor's language with a Reload button (a reload fetches the current build).
 * It settles once the texts the chunk shows are there in the visitor's language (English ones
 * are fetched when the chunk has loaded, see i18n/index.ts).
 */
export async function importWithRetry<Module>(load: () => Promise<Module>): Promise<Module> {
  const module = await loadWithRetry(load);
  await featureTextsReady();
  return module;
}

/** A lazily loaded screen or widget that can also be loaded ahead of rendering (see `preload`). */
export type PreloadableComponent<Props extends object> = ComponentType<Props> & {
  /**
   * Loads the component's code. Once it is loaded the component renders at once instead of
   * suspending: the server renders public pages this way, the browser loads the page it
   * hydrates before hydrating (so both render the same tree), and a deferred widget swaps in
   * only once its code is here.
   */
  preload: () => Promise<void>;
};

/**
 * React.lazy for a module's named export (we use named exports only), so every screen and every
 * deferred widget becomes its own chunk and the admin area never ships to patients who don't
 * need it.
 */
export function lazyComponent<
  Name extends string,
  // biome-ignore lint/suspicious/noExplicitAny: a component with any props (they are kept in the result's type).
  Module extends Record<Name, ComponentType<any>>,
>(load: () => Promise<Module>, name: Name): PreloadableComponent<ComponentProps<Module[Name]>> {
  type Props = ComponentProps<Module[Name]>;
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const loadCode = () => {
    loading ??= importWithRetry(load).then(
      (module) => {
        loaded = module[name] as ComponentType<Props>;
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await loadCode() }));
  // biome-ignore lint/correctness/noComponentHookFactories: like React.lazy, called once per screen at module level.
  function LazyComponent(props: Props) {
    const Loaded = loaded;
    return createElement(Loaded ?? Lazy, props);
  }
  LazyComponent.displayName = `Lazy(${name})`;
  LazyComponent.preload = async () => {
    await loadCode();
  };
  return LazyComponent;
}
