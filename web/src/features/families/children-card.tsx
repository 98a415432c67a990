import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Badge.css";
import type { Child } from "@gkf/contract";
import { Alert, Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useProfile } from "../../shared/api/profile";
import { setActingFor, useActingFor } from "../../shared/session/acting-for";
import { Loaded } from "../../shared/ui/loaded";
import { CardSection } from "../../shared/ui/titled-section";
import { AddChildForm } from "./add-child-form";
import { useAddingChildState } from "./adding-child";
import { ChildSignInForm } from "./child-sign-in-form";
import { childName, useChildren } from "./families-api";
import { useFamiliesTexts } from "./texts";
import { useGuardianPays } from "./who-pays";

/**
 * "Your children" on the guardian's dashboard (issue 16): each child with their membership
 * summary, a tap to act for them, their own sign-in from 13, and "Add a child". Not shown while
 * acting for a child (a child has no children here).
 */
export function ChildrenCard() {
  useFamiliesTexts();
  const { t } = useTranslation();
  const titleId = useId();
  const acting = useActingFor();
  const children = useChildren();
  const [isAdding, setAdding] = useAddingChildState();
  // A child's own session, or a minor waiting for a guardian, adds no children (403 ADULTS_ONLY).
  // Shown once that is known: it is the page's last card, so coming late moves nothing.
  const guardianPays = useGuardianPays();
  if (acting || guardianPays.isPending || guardianPays.pays !== null) return null;

  return (
    <>
      <DetailsAsked />
      <CardSection id={titleId} title={t("families.children.title")} intro={t("families.children.intro")}>
        <Loaded read={children} failed={t("families.children.load_failed")} empty={t("families.children.empty")}>
          {(list) => (
            <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
              {list.map((child) => (
                <ChildItem key={child.id} child={child} />
              ))}
            </Stack>
          )}
        </Loaded>
        {isAdding ? (
          <AddChildForm onDone={() => setAdding(false)} />
        ) : (
          <Button variant="light" onClick={() => setAdding(true)} style={{ alignSelf: "flex-start" }}>
            {t("families.add.open")}
          </Button>
        )}
      </CardSection>
    </>
  );
}

/** A guardian made from a minor's registration: their own name and birth date are asked for (decision 111). */
function DetailsAsked() {
  const { t } = useTranslation();
  if (!useProfile().data?.details_to_complete) return null;
  return (
    <Alert color="yellow" title={t("families.details.title")}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t("families.details.asked")}</Text>
        <Button component={Link} to="/dashboard/my-account/index" variant="light">
          {t("families.details.open_account")}
        </Button>
      </Stack>
    </Alert>
  );
}

function ChildItem({ child }: { child: Child }) {
  const { t } = useTranslation();
  const [isSignInOpen, setSignInOpen] = useState(false);
  const name = childName(child);
  const membership = child.membership;
  return (
    <Paper component="li" withBorder p="sm" radius="sm">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <div>
            <Text fw={600}>{name}</Text>
            <Text size="sm" c="dimmed">
              {t("families.children.age", { count: child.age })}
            </Text>
          </div>
          {child.guardian_access !== "HANDOVER" && (
            <Button onClick={() => setActingFor({ id: child.id, name })}>
              {t("families.children.act", { name: child.first_name })}
            </Button>
          )}
        </Group>
        <Group gap="xs" wrap="wrap">
          <Text size="sm">{t("families.children.membership")}:</Text>
          {membership ? (
            <>
              <Badge variant="light" color={membership.status === "ACTIVE" ? "green" : "yellow"}>
                {t(`families.children.statuses.${membership.status}`)}
              </Badge>
              {membership.code && <Text size="sm">{t("families.children.number", { code: membership.code })}</Text>}
            </>
          ) : (
            <Text size="sm">{t("families.children.no_membership")}</Text>
          )}
        </Group>
        {child.guardian_access === "HANDOVER" && (
          <Text size="sm">{t("families.children.handover", { name: child.first_name })}</Text>
        )}
        {child.own_sign_in && (
          <Text size="sm" c="dimmed">
            {t("families.children.own_sign_in", {
              how: t(`families.children.own_sign_in_how.${child.own_sign_in.login_with}`),
            })}
          </Text>
        )}
        {child.may_have_sign_in &&
          (isSignInOpen ? (
            <ChildSignInForm child={child} onDone={() => setSignInOpen(false)} />
          ) : (
            <Button variant="subtle" onClick={() => setSignInOpen(true)} style={{ alignSelf: "flex-start" }}>
              {t("families.sign_in.open", { name: child.first_name })}
            </Button>
          ))}
      </Stack>
    </Paper>
  );
}
