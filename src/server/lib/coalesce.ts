/**
 * Request coalescing ("single flight"): callers that arrive while a call is in flight share its
 * promise instead of starting their own; once it settles, the next caller starts a fresh call.
 * Nothing is kept afterwards, so an answer is never older than the call that produced it.
 */
export function coalesce<T>(run: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  return () => {
    inFlight ??= run().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}
