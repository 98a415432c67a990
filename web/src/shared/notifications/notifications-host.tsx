import { LIMITS, NOTIFICATION_POSITION } from "@gkf/contract";
import { lazy, Suspense, useSyncExternalStore } from "react";
import { toastHostState } from "./notify";

/** Loaded with the first toast (see notify.ts); toasts shown meanwhile wait in its store. */
const Notifications = lazy(() => import("./notifications-renderer").then((m) => ({ default: m.Notifications })));

/** The one place toasts appear (spec section 9: at the bottom, 5 s). */
export function NotificationsHost() {
  const isNeeded = useSyncExternalStore(toastHostState.subscribe, toastHostState.isNeeded);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      {/* No transitions: a toast's exit collapses its height, which moved the page's toasts (CLS). */}
      <Notifications
        position={NOTIFICATION_POSITION}
        autoClose={LIMITS.NOTIFICATION_TIMEOUT_MS}
        transitionDuration={0}
      />
    </Suspense>
  );
}
