/** The lazily loaded half of the toasts: Mantine's renderer, its store and their CSS. */
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Notification.css";
import "@mantine/notifications/styles.css";

export { Notifications, notifications } from "@mantine/notifications";
