import { type NotificationData, notifications } from "@mantine/notifications";

/*
 * A toast belongs to the action that raised it, on the page it was raised on: it goes when the
 * page changes (a wrong password's toast does not follow to the device-code page), and a new
 * toast replaces the one before (two stacked toasts covered 40% of a phone's screen).
 * Loaded with the toasts (notifications-renderer.ts); notify.ts records the page when asked.
 * By id: the path of its page, or null until the next page (an action leading to another page).
 */
const toastPages = new Map<string, string | null>();
/**
 * Where a toast that follows its action to the next page was raised: that page cannot claim it.
 * A late page-change notice for the page being left (the page-focus watcher is loaded lazily and may
 * first run after the action) would otherwise claim the toast and take it away on the next page.
 */
const raisedOn = new Map<string, string>();
let toastCount = 0;

/**
 * A toast that replaces another comes once the other has gone: the two side by side in the
 * bottom-anchored stack pushed each other up and down (a layout shift of 0.04 to 0.07 on a
 * 360 px phone, over the journeys' 0.02). The renderer has no transitions (notifications-host):
 * a toast's collapsing exit moved the one beside it too.
 */
export const REPLACE_DELAY_MS = 100;

export function showOnPage(
  notification: NotificationData,
  page: string | null,
  origin: string = location.pathname,
): string {
  const id = `toast-${++toastCount}`;
  // The action that leaves this page has its toast waiting for the next page (signed out → the
  // login page): what the page being left still raises (a read that failed once the session was
  // gone) does not displace it.
  for (const [other, otherPage] of toastPages) {
    if (otherPage === null && page !== null && raisedOn.get(other) === page) return id;
  }
  const replacing = toastPages.size > 0;
  notifications.clean();
  toastPages.clear();
  raisedOn.clear();
  toastPages.set(id, page);
  if (page === null) raisedOn.set(id, origin);
  const show = () => {
    // Dismissed meanwhile (the page changed, or a newer toast came): not shown at all.
    if (toastPages.has(id))
      notifications.show({
        ...notification,
        id,
        onClose: () => {
          toastPages.delete(id);
          raisedOn.delete(id);
        },
      });
  };
  if (replacing) setTimeout(show, REPLACE_DELAY_MS);
  else show();
  return id;
}

export function keepToastsOnNextPage(origin: string = location.pathname): void {
  for (const id of toastPages.keys()) {
    toastPages.set(id, null);
    raisedOn.set(id, origin);
  }
}

export function dismissToastsOfOtherPages(pathname: string): void {
  for (const [id, page] of toastPages) {
    if (page === null) {
      // Still on the page the action was taken on: the next page is yet to come.
      if (raisedOn.get(id) === pathname) continue;
      toastPages.set(id, pathname);
      raisedOn.delete(id);
    } else if (page !== pathname) {
      toastPages.delete(id);
      raisedOn.delete(id);
      notifications.hide(id);
    }
  }
}
