// How the product raises toasts (spec §3 Toast, §9 durations and the snackbar helper): functions
// any module can call, writing to the page's one toast store that <Toaster /> shows.
import {
  createToastStore,
  SNACKBAR_DURATION,
  type ToastOptions,
  type ToastPatch,
  type ToastStore,
  type ToastText,
  type ToastType,
} from './store.ts';

// The page's toasts, on real timers.
export const toastStore: ToastStore = createToastStore();

export type ToastHelperOptions = Omit<ToastOptions, 'title' | 'type'>;
export type SnackbarOptions = Omit<ToastOptions, 'title'>;
type TypedHelper = (title: ToastText, options?: ToastHelperOptions) => string;
type SnackbarHelper = (title: ToastText, options?: SnackbarOptions) => string;

export interface ToastApi {
  (options: ToastOptions): string;
  readonly info: TypedHelper;
  readonly error: TypedHelper;
  readonly success: TypedHelper;
  readonly warning: TypedHelper;
  readonly loading: TypedHelper;
  readonly dismiss: (id?: string) => void;
  readonly update: (id: string, patch: ToastPatch) => boolean;
}

// The same functions over any store (tests give one with their own clock).
export function createToastApi(store: ToastStore): {
  toast: ToastApi;
  snackbar: SnackbarHelper;
  dismiss: (id?: string) => void;
  update: (id: string, patch: ToastPatch) => boolean;
} {
  const typed =
    (type: ToastType): TypedHelper =>
    (title, options = {}) =>
      store.add({ ...options, title, type });
  const dismiss = (id?: string) => store.dismiss(id);
  const update = (id: string, patch: ToastPatch) => store.update(id, patch);
  const toast: ToastApi = Object.assign((options: ToastOptions) => store.add(options), {
    info: typed('info'),
    error: typed('error'),
    success: typed('success'),
    warning: typed('warning'),
    loading: typed('loading'),
    dismiss,
    update,
  });
  // §9: "the product snackbar helper defaults to 3000 ms and type info".
  const snackbar: SnackbarHelper = (title, options = {}) =>
    store.add({ type: 'info', duration: SNACKBAR_DURATION, ...options, title });
  return { toast, snackbar, dismiss, update };
}

export const { toast, snackbar, dismiss, update } = createToastApi(toastStore);
