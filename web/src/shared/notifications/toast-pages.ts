import { type NotificationData, notifications } from "@mantine/notifications";

/*
 * A toast belongs to the action that raised it, on the page it was raised on: it goes when the
 * page changes (a wrong password's toast does not follow to the device-code page), and a new
 * toast replaces the one before (two stacked toasts covered 40% of a phone's screen).
 * Loaded with the toasts (notifications-renderer.ts); notify.ts records the page when asked.
 * By id: the path of its page, or null until the next page (an action leading to another page).
 */
const toastPages = new Map<string, string | null>();
let toastCount = 0;

export function showOnPage(notification: NotificationData, page: string | null): string {
  notifications.clean();
  toastPages.clear();
  const id = `toast-${++toastCount}`;
  toastPages.set(id, page);
  return notifications.show({ ...notification, id, onClose: () => toastPages.delete(id) });
}

export function keepToastsOnNextPage(): void {
  for (const id of toastPages.keys()) toastPages.set(id, null);
}

export function dismissToastsOfOtherPages(pathname: string): void {
  for (const [id, page] of toastPages) {
    if (page === null) {
      toastPages.set(id, pathname);
    } else if (page !== pathname) {
      toastPages.delete(id);
      notifications.hide(id);
    }
  }
}
