/** A code chunk that could not be loaded, even after a retry (offline, or a newer deploy). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

/*
 * Browsers word a failed dynamic import differently (Chromium, Firefox, Safari); Vite's preload
 * helper reports a failed CSS chunk as "Unable to preload CSS". Errors thrown by lazy() outside
 * importWithRetry are recognised by these messages.
 */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof ChunkLoadError || (error instanceof Error && CHUNK_FAILURE.test(error.message))
  );
}
