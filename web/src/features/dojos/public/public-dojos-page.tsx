import "../components/dojo-styles";
import { Container, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { usePageTitle } from "../../../shared/page-meta/use-page-title";
import { DojoFinder } from "../components/dojo-finder";

/** `/dojos?region=AA`: the federation's affiliated dojos, for anyone (no sign-in). */
export function PublicDojosPage() {
  const { t } = useTranslation();
  usePageTitle(t("dojos.public.title"));
  const [searchParams, setSearchParams] = useSearchParams();
  const region = (searchParams.get("region") ?? "").toUpperCase();
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <div>
          <Title order={1} fz="h2">
            {t("dojos.public.title")}
          </Title>
          <Text c="dimmed">{t("dojos.public.intro")}</Text>
        </div>
        <DojoFinder
          headingId="public-dojos"
          heading={t("dojos.public.list_heading")}
          initialRegion={/^[A-Z]{2}$/.test(region) ? region : ""}
          onRegionChange={(value) => setSearchParams(value ? { region: value } : {}, { replace: true })}
        />
      </Stack>
    </Container>
  );
}
