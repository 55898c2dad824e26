import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { ChunkLoadError } from '../lib/chunk-load-error';

/** Pause before the one retry: long enough for a flaky connection to come back. */
const RETRY_DELAY_MS = 500;

/**
 * Loads a code chunk, trying once more if the first attempt fails (a dropped connection, a
 * deploy mid-visit). A second failure becomes a ChunkLoadError, which the error screens
 * explain in the visitor's language with a Reload button (a reload fetches the current build).
 */
export async function importWithRetry<Module>(load: () => Promise<Module>): Promise<Module> {
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
 * React.lazy for a module's named export (we use named exports only), so every route module
 * becomes its own chunk and the admin area never ships to patients who don't need it.
 */
export function lazyPage<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<Module[Name]> {
  return lazy(async () => ({ default: (await importWithRetry(load))[name] }));
}
