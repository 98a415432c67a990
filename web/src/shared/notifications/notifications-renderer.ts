/** The lazily loaded half of the toasts: Mantine's renderer, its store and their CSS. */
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Notification.css";
import "@mantine/notifications/styles.css";
// Readable colours and the close button's size (issue 12), also when the login page shows a toast.
import "../../app/a11y-pages.css";
// A leaving toast takes no room (no layout shift when a toast goes).
import "./toasts.css";

export { Notifications, notifications } from "@mantine/notifications";
export { dismissToastsOfOtherPages, keepToastsOnNextPage, showOnPage } from "./toast-pages";
