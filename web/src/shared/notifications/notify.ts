import type { NotificationData } from "@mantine/notifications";

/** What a toast says; the shape of the spec's toasts (the catalogue's `toasts` group) and of the API's error answer. */
export interface Toast {
  title: string;
  message: string;
  action?: string;
}

/** The action is the next step; it follows the message as its own sentence. */
export function toastText({ message, action }: Toast): string {
  if (!action) return message;
  const sentence = /[.!?]$/.test(message) ? message : `${message}.`;
  return `${sentence} ${action}`;
}

/*
 * @mantine/notifications (renderer, transitions, drag-to-dismiss, scroll lock: ~12 KB gzipped) is
 * loaded with the first toast, not with the first page: most visits never show one, and the first
 * load of the login page has a size budget. Only notifications-renderer.ts (and toast-pages.ts, which only it imports) may import it (types
 * aside): one static import elsewhere puts it back in the entry chunk.
 */
const loadNotifications = () => import("./notifications-renderer");

let isHostNeeded = false;
const hostListeners = new Set<() => void>();

/** For NotificationsHost (useSyncExternalStore): has any toast been asked for yet? */
export const toastHostState = {
  subscribe(listener: () => void) {
    hostListeners.add(listener);
    return () => hostListeners.delete(listener);
  },
  isNeeded: () => isHostNeeded,
};

export interface ToastOptions {
  /** The action's result is the page it leads to (signed out → the login page): the toast stays there. */
  followsToNextPage?: boolean;
}

async function show(notification: NotificationData, options: ToastOptions = {}): Promise<string> {
  if (!isHostNeeded) {
    isHostNeeded = true;
    for (const listener of hostListeners) listener();
  }
  // The page the toast belongs to (toast-pages.ts), as it is when the toast is asked for.
  const origin = location.pathname;
  const page = options.followsToNextPage ? null : origin;
  const { showOnPage } = await loadNotifications();
  return showOnPage(notification, page, origin);
}

/** The action that raised the toast now shown goes on to another page (details to correct): it follows. */
export function keepToastsOnNextPage(): void {
  const origin = location.pathname;
  if (isHostNeeded) void loadNotifications().then((toasts) => toasts.keepToastsOnNextPage(origin));
}

/** Called on every page change: a toast of another page goes; one following its action arrives here. */
export function dismissToastsOfOtherPages(pathname: string): void {
  if (isHostNeeded) void loadNotifications().then((toasts) => toasts.dismissToastsOfOtherPages(pathname));
}

export function notifyError(toast: Toast, options?: ToastOptions): Promise<string> {
  return show({ color: "red", title: toast.title, message: toastText(toast) }, options);
}

export function notifyWarning(toast: Toast, options?: ToastOptions): Promise<string> {
  return show({ color: "yellow", title: toast.title, message: toastText(toast) }, options);
}

export function notifySuccess(toast: Toast, options?: ToastOptions): Promise<string> {
  return show({ color: "green", title: toast.title, message: toastText(toast) }, options);
}
