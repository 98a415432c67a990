import type { NotificationData } from "@mantine/notifications";

/** What a toast says; the shape of SPEC_TOASTS and of the API's error answer. */
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
 * load of the login page has a size budget. Only notifications-renderer.ts may import it (types
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

/*
 * A toast belongs to the action that raised it, on the page it was raised on: it goes when the
 * page changes (a wrong password's toast does not follow to the device-code page), and a new
 * toast replaces the one before (two stacked toasts covered 40% of a phone's screen).
 * By id: the path of its page, or null until the next page for `followsToNextPage`.
 */
const toastPages = new Map<string, string | null>();
let toastCount = 0;

async function show(notification: NotificationData, options: ToastOptions = {}): Promise<string> {
  if (!isHostNeeded) {
    isHostNeeded = true;
    for (const listener of hostListeners) listener();
  }
  const count = ++toastCount;
  const id = `toast-${count}`;
  toastPages.set(id, options.followsToNextPage ? null : location.pathname);
  const { notifications } = await loadNotifications();
  notifications.clean();
  for (const earlier of toastPages.keys()) if (Number(earlier.slice(6)) < count) toastPages.delete(earlier);
  return notifications.show({ ...notification, id, onClose: () => toastPages.delete(id) });
}

/** The action that raised the toasts now shown goes on to another page (details to correct): they follow. */
export function keepToastsOnNextPage(): void {
  for (const id of toastPages.keys()) toastPages.set(id, null);
}

/** Called on every page change: toasts of other pages go; those following their action arrive here. */
export function dismissToastsOfOtherPages(pathname: string): void {
  if (toastPages.size === 0) return;
  const stale = [...toastPages].filter(([, page]) => page !== null && page !== pathname).map(([id]) => id);
  for (const [id, page] of toastPages) if (page === null) toastPages.set(id, pathname);
  if (stale.length === 0) return;
  for (const id of stale) toastPages.delete(id);
  void loadNotifications().then(({ notifications }) => {
    for (const id of stale) notifications.hide(id);
  });
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
