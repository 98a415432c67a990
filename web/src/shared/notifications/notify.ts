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

async function show(notification: NotificationData): Promise<string> {
  if (!isHostNeeded) {
    isHostNeeded = true;
    for (const listener of hostListeners) listener();
  }
  const { notifications } = await loadNotifications();
  return notifications.show(notification);
}

export function notifyError(toast: Toast): Promise<string> {
  return show({ color: "red", title: toast.title, message: toastText(toast) });
}

export function notifyWarning(toast: Toast): Promise<string> {
  return show({ color: "yellow", title: toast.title, message: toastText(toast) });
}

export function notifySuccess(toast: Toast): Promise<string> {
  return show({ color: "green", title: toast.title, message: toastText(toast) });
}
