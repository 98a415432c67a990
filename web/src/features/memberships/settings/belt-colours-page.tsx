import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/SimpleGrid.css";
import { type Belt, type BeltColour, CACHE_KEYS } from "@gkf/contract";
import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { isHttpError } from "../../../shared/http/http-error";
import { notifySuccess } from "../../../shared/notifications/notify";
import { usePageTitle } from "../../../shared/page-meta/use-page-title";
import { useCacheStore } from "../../../shared/services/services-context";
import { hasNationalStaffRole } from "../../../shared/session/auth-data";
import { BeltBadge } from "../../../shared/ui/belt-label";
import { formatBelt } from "../../../shared/ui/labels";
import { Loaded } from "../../../shared/ui/loaded";
import { LoadingBlock } from "../../../shared/ui/loading-block";
import { PageHeader } from "../../../shared/ui/page-header";
import { CardSection, EmptyNote } from "../../../shared/ui/titled-section";
import { WRAPPING_BUTTON_START } from "../../../shared/ui/wrapping-button";
import { useBeltColourSettings, useSaveBeltColours } from "../api/belt-colours-api";
import {
  type BeltColourDraft,
  changedDrafts,
  type DraftError,
  type DraftErrors,
  type DraftField,
  defaultDraft,
  previewColours,
  toDrafts,
  toUpdate,
} from "./belt-colour-drafts";

/** Inputs at size md (16 px: no zoom on iOS) under small labels. */
const INPUT_STYLES = { label: { fontSize: "var(--mantine-font-size-sm)", fontWeight: 500 } };
const FIELDS: readonly DraftField[] = ["colour", "stripe_colour", "text_colour"];

const fieldId = (belt: Belt, field: DraftField) => `belt-${belt}-${field}`;

/** `/dashboard/my-control-panel/belt-colours`: each belt's display colours (federation officials). */
export function BeltColoursPage() {
  const { t } = useTranslation();
  usePageTitle(t("memberships.belt_colours.title"));
  const colours = useBeltColourSettings();
  const canEdit = hasNationalStaffRole(useCacheStore().get(CACHE_KEYS.AUTH_DATA));
  return (
    <Stack gap="md" maw={960}>
      <PageHeader
        title={t("memberships.belt_colours.title")}
        subtitle={t("memberships.belt_colours.intro")}
        back="my-control-panel"
      />
      <Loaded read={colours} failed={t("memberships.belt_colours.load_failed")} loader={<LoadingBlock />}>
        {(data) => (
          // A new list (loaded or saved) starts the form again from what the server holds.
          <BeltColoursForm key={colours.dataUpdatedAt} saved={data.items} canEdit={canEdit} />
        )}
      </Loaded>
    </Stack>
  );
}

/** The server's field errors (`items.N.field`) on the belts the update listed. */
function serverErrors(fields: Record<string, string> | undefined, sent: BeltColourDraft[]): DraftErrors {
  const errors: DraftErrors = {};
  for (const key of Object.keys(fields ?? {})) {
    const [, index, field] = key.split(".");
    const belt = sent[Number(index)]?.belt;
    if (!belt || !FIELDS.includes(field as DraftField)) continue;
    errors[belt] = { ...errors[belt], [field as DraftField]: { kind: field === "colour" ? "colour" : "any_colour" } };
  }
  return errors;
}

function BeltColoursForm({ saved, canEdit }: { saved: BeltColour[]; canEdit: boolean }) {
  const { t } = useTranslation();
  const [drafts, setDrafts] = useState(() => toDrafts(saved));
  const [errors, setErrors] = useState<DraftErrors>({});
  const save = useSaveBeltColours();
  const changed = changedDrafts(drafts, saved);
  const forbidden = isHttpError(save.error) && save.error.status === 403 ? save.error.body?.message : null;
  const hasErrors = Object.values(errors).some((fields) => fields && Object.keys(fields).length > 0);

  function edit(belt: Belt, change: Partial<BeltColourDraft>) {
    setDrafts((current) => current.map((draft) => (draft.belt === belt ? { ...draft, ...change } : draft)));
    setErrors((current) => {
      const fields = { ...current[belt] };
      for (const field of Object.keys(change)) delete fields[field as DraftField];
      return { ...current, [belt]: fields };
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = toUpdate(drafts, saved);
    if (result.errors) {
      setErrors(result.errors);
      // On a phone the wrong field may be far away: take the official to the first one.
      const [belt, fields] = Object.entries(result.errors)[0] ?? [];
      const field = FIELDS.find((candidate) => fields?.[candidate]);
      if (belt && field) document.getElementById(fieldId(belt as Belt, field))?.focus();
      return;
    }
    setErrors({});
    const sent = changed;
    // Not mutate's own callbacks: they never run once this form has gone (the saved colours start a
    // new one; leaving the page ends it), and the toast was lost although the colours were saved.
    save.mutateAsync(result.update).then(
      () =>
        void notifySuccess({
          title: t("memberships.belt_colours.saved_title"),
          message: t("memberships.belt_colours.saved"),
        }),
      (error: unknown) => {
        if (isHttpError(error) && error.status === 400) setErrors(serverErrors(error.body?.fields, sent));
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {!canEdit && (
          <Alert color="gray" variant="light">
            {t("memberships.belt_colours.read_only")}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {drafts.map((draft) => {
            const savedEntry = saved.find((entry) => entry.belt === draft.belt) as BeltColour;
            return (
              <BeltCard
                key={draft.belt}
                draft={draft}
                saved={savedEntry}
                errors={errors[draft.belt] ?? {}}
                readOnly={!canEdit}
                onEdit={(change) => edit(draft.belt, change)}
              />
            );
          })}
        </SimpleGrid>
        {forbidden && (
          <Alert color="red" variant="light">
            {forbidden}
          </Alert>
        )}
        {hasErrors && (
          <Text c="red.8" size="sm" role="alert">
            {t("memberships.belt_colours.check_fields")}
          </Text>
        )}
        {canEdit && (
          <Group gap="sm">
            <Button type="submit" loading={save.isPending} disabled={changed.length === 0} miw={{ sm: 240 }}>
              {t("memberships.belt_colours.save")}
            </Button>
            {changed.length === 0 && <EmptyNote>{t("memberships.belt_colours.no_changes")}</EmptyNote>}
          </Group>
        )}
      </Stack>
    </form>
  );
}

interface BeltCardProps {
  draft: BeltColourDraft;
  saved: BeltColour;
  errors: Partial<Record<DraftField, DraftError>>;
  readOnly: boolean;
  onEdit: (change: Partial<BeltColourDraft>) => void;
}

function BeltCard({ draft, saved, errors, readOnly, onEdit }: BeltCardProps) {
  const { t, i18n } = useTranslation();
  const name = formatBelt(draft.belt);
  // "1.7" in English, "1,7" in French; never rounded up to the 4.5 it misses.
  const ratio = (value: number) =>
    new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
      Math.floor(value * 10) / 10,
    );
  const message = (error: DraftError | undefined) =>
    error === undefined
      ? undefined
      : error.kind === "contrast"
        ? t("memberships.belt_colours.errors.contrast", { ratio: ratio(error.ratio) })
        : t(`memberships.belt_colours.errors.${error.kind}`);
  const input = (field: DraftField, label: string, hint: string) => (
    <TextInput
      id={fieldId(draft.belt, field)}
      label={label}
      aria-label={`${label}, ${name}`}
      description={hint}
      value={draft[field]}
      onChange={(event) => onEdit({ [field]: event.currentTarget.value })}
      autoComplete="off"
      spellCheck={false}
      readOnly={readOnly}
      error={message(errors[field])}
      size="md"
      styles={INPUT_STYLES}
      variant={readOnly ? "filled" : "default"}
    />
  );
  return (
    <CardSection
      id={`belt-${draft.belt}`}
      title={name}
      aside={<BeltBadge colours={previewColours(draft, saved)} label={name} />}
    >
      {saved.customised && (
        <Text size="sm" c="dimmed">
          {t("memberships.belt_colours.customised")}
        </Text>
      )}
      {input("colour", t("memberships.belt_colours.colour"), t("memberships.belt_colours.colour_hint"))}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        {input("stripe_colour", t("memberships.belt_colours.stripe"), t("memberships.belt_colours.any_colour_hint"))}
        {input("text_colour", t("memberships.belt_colours.text_colour"), t("memberships.belt_colours.text_hint"))}
      </SimpleGrid>
      {!readOnly && (
        <Button variant="subtle" onClick={() => onEdit(defaultDraft(draft.belt))} styles={WRAPPING_BUTTON_START}>
          {t("memberships.belt_colours.use_default", { belt: name })}
        </Button>
      )}
    </CardSection>
  );
}
