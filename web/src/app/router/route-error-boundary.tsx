import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

interface Props {
  /** A new value (the path) clears the error: another page may well work. */
  resetKey: string;
  children: ReactNode;
}

/**
 * Catches what a page throws while rendering, including a lazy chunk that no longer exists
 * after a deploy: reloading fetches the new index.html and fixes it.
 */
export class RouteErrorBoundary extends Component<Props, { error: unknown; resetKey: string }> {
  override state = { error: null as unknown, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error ? <UnexpectedError /> : this.props.children;
  }
}

function UnexpectedError() {
  const { t } = useTranslation();
  return (
    <Container size="xs" py={64}>
      <Stack gap="md">
        <Title order={1} fz="h2">
          {t("app.route_error.title")}
        </Title>
        <Text>{t("app.route_error.message")}</Text>
        <Button onClick={() => window.location.reload()}>{t("common.actions.reload")}</Button>
      </Stack>
    </Container>
  );
}
