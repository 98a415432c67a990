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

/**
 * A toast that replaces another comes once the other has gone: the two side by side in the
 * bottom-anchored stack pushed each other up and down (a layout shift of 0.04 to 0.07 on a
 * 360 px phone, over the journeys' 0.02). The renderer has no transitions (notifications-host):
 * a toast's collapsing exit moved the one beside it too.
 */
export const REPLACE_DELAY_MS = 100;

export function showOnPage(notification: NotificationData, page: string | null): string {
  const replacing = toastPages.size > 0;
  notifications.clean();
  toastPages.clear();
  const id = `toast-${++toastCount}`;
  toastPages.set(id, page);
  const show = () => {
    // Dismissed meanwhile (the page changed, or a newer toast came): not shown at all.
    if (toastPages.has(id)) notifications.show({ ...notification, id, onClose: () => toastPages.delete(id) });
  };
  if (replacing) setTimeout(show, REPLACE_DELAY_MS);
  else show();
  return id;
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
