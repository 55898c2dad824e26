import type { ExternalToast, toast as sonnerToast } from 'sonner';

type Sonner = typeof sonnerToast;
type Message = Parameters<Sonner>[0];

/*
 * Toasts without sonner on first load: the first toast loads it, and <DeferredToaster> mounts
 * the Toaster when asked to. A toast raised before the Toaster listens is not lost: sonner
 * replays the active toasts to a Toaster when it subscribes.
 */
let loading: Promise<Sonner> | undefined;
const requestListeners = new Set<() => void>();

function withSonner(show: (toast: Sonner) => unknown): void {
  if (!loading) {
    loading = import('sonner').then((module) => module.toast);
    for (const listener of requestListeners) listener();
  }
  void loading.then(show);
}

/** Whether any toast has been raised yet, i.e. whether a Toaster is needed. */
export function isToasterRequested(): boolean {
  return loading !== undefined;
}

export function subscribeToasterRequest(listener: () => void): () => void {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

/** sonner's toast API, as the app uses it; the toast shows once sonner has loaded. */
export const toast = Object.assign(
  (message: Message, data?: ExternalToast) => withSonner((t) => t(message, data)),
  {
    success: (message: Message, data?: ExternalToast) =>
      withSonner((t) => t.success(message, data)),
    error: (message: Message, data?: ExternalToast) => withSonner((t) => t.error(message, data)),
    info: (message: Message, data?: ExternalToast) => withSonner((t) => t.info(message, data)),
    /** No toast can be showing before sonner has loaded, so there is nothing to load for. */
    dismiss: (id?: string | number) => {
      if (loading) void loading.then((t) => t.dismiss(id));
    },
  },
);
