import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Alert.css";
import {
  formatMoney,
  MANUAL_PAYMENT_METHODS,
  type ManualPaymentMethod,
  PAYMENT_PURPOSES,
  type PaymentPurpose,
  PRESENTATION,
} from "@gkf/contract";
import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SelectField } from "../../../shared/forms/select-field";
import { getServerFieldErrors } from "../../../shared/forms/server-field-errors";
import { isHttpError } from "../../../shared/http/http-error";
import { notifySuccess } from "../../../shared/notifications/notify";
import { useOpening } from "../../../shared/ui/use-opening";
import type { LedgerPayment } from "../api/get-payments-ledger";
import { useRecordManualPayment, useRefundPayment, useVoidPayment } from "../api/manage-payments";

/** Today in the browser's own calendar, as the native date input writes it. */
function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The server's sentence for a refusal the form shows itself (a 4xx without field errors). */
function refusal(error: unknown): string | null {
  if (!isHttpError(error) || !error.body || Object.keys(getServerFieldErrors(error)).length > 0) return null;
  return [error.body.message, error.body.action].filter(Boolean).join(" ");
}

function ActionModal(props: { opened: boolean; title: string; onClose: () => void; children: ReactNode }) {
  const isPhone = useMediaQuery("(max-width: 36em)");
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      transitionProps={{ duration: PRESENTATION.DIALOG_TRANSITION_MS }}
      fullScreen={isPhone}
      size="lg"
    >
      {props.children}
    </Modal>
  );
}

function FormAlert({ title, message }: { title: string; message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      {message}
    </Alert>
  );
}

interface ManualFormValues {
  member: string;
  purpose: PaymentPurpose;
  method: ManualPaymentMethod;
  payer: string;
  external_reference: string;
  received_on: string;
}

/** Cash or a bank transfer received at the secretariat: credited at once, with a receipt. */
export function ManualPaymentModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ActionModal opened={opened} onClose={onClose} title={t("payments.manual.title")}>
      {opened && <ManualPaymentForm onDone={onClose} />}
    </ActionModal>
  );
}

function ManualPaymentForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const record = useRecordManualPayment();
  const required = (value: string) => (value.trim() ? null : t("payments.manual.required"));
  const form = useForm<ManualFormValues>({
    mode: "controlled",
    initialValues: {
      member: "",
      purpose: "REGISTRATION",
      method: "CASH",
      payer: "",
      external_reference: "",
      received_on: localToday(),
    },
    validate: { member: required, payer: required, external_reference: required, received_on: required },
  });
  const labels: Record<string, string> = {
    member: t("payments.manual.member"),
    payer: t("payments.manual.payer"),
    external_reference: t("payments.manual.external_reference"),
    received_on: t("payments.manual.received_on"),
    amount: t("payments.labels.amount"),
  };

  const opening = useOpening();
  // Not mutate's own callbacks: they never run once the official has closed the form (it unmounts),
  // and the receipt's toast was lost although the payment was recorded.
  const submit = form.onSubmit((values) => {
    const stillOpen = opening.current();
    record.mutateAsync(values).then(
      (payment) => {
        if (stillOpen()) onDone();
        void notifySuccess({
          title: t("payments.manual.recorded_title"),
          message: t("payments.manual.recorded", {
            amount: formatMoney(payment.amount, payment.currency),
            receipt: payment.receipt_number ?? "",
          }),
        });
      },
      (error: unknown) =>
        form.setErrors(
          Object.fromEntries(
            Object.entries(getServerFieldErrors(error)).map(([field, reason]) => [
              field,
              t("common.field_error", { field: labels[field] ?? field, reason }),
            ]),
          ),
        ),
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t("payments.manual.intro")}
        </Text>
        <TextInput
          size="md"
          label={labels.member}
          description={t("payments.manual.member_hint")}
          withAsterisk
          maxLength={120}
          autoComplete="off"
          {...form.getInputProps("member")}
        />
        <Group grow align="flex-start">
          <SelectField
            label={t("payments.manual.purpose")}
            options={PAYMENT_PURPOSES.map((purpose) => ({ value: purpose, label: t(`payments.purposes.${purpose}`) }))}
            {...form.getInputProps("purpose")}
          />
          <SelectField
            label={t("payments.manual.method")}
            options={MANUAL_PAYMENT_METHODS.map((method) => ({
              value: method,
              label: t(`payments.manual.methods.${method}`),
            }))}
            {...form.getInputProps("method")}
          />
        </Group>
        <TextInput size="md" label={labels.payer} withAsterisk maxLength={120} {...form.getInputProps("payer")} />
        <TextInput
          size="md"
          label={labels.external_reference}
          description={t("payments.manual.external_reference_hint")}
          withAsterisk
          maxLength={64}
          {...form.getInputProps("external_reference")}
        />
        {/* The phone's own date wheel; no date library to download. */}
        <TextInput
          size="md"
          type="date"
          label={labels.received_on}
          withAsterisk
          max={localToday()}
          {...form.getInputProps("received_on")}
        />
        <FormAlert title={t("payments.manual.failed_title")} message={refusal(record.error)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t("payments.manual.cancel")}
          </Button>
          <Button type="submit" loading={record.isPending}>
            {t("payments.manual.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function PaymentSummary({ payment }: { payment: LedgerPayment }) {
  const { t } = useTranslation();
  return (
    <Text size="sm">
      {payment.member.first_name} {payment.member.last_name} · {t(`payments.purposes.${payment.purpose}`)} ·{" "}
      {formatMoney(payment.amount, payment.currency)} · {payment.reference}
    </Text>
  );
}

/** Another official takes back a manual payment recorded by mistake. */
export function VoidPaymentModal({ payment, onClose }: { payment: LedgerPayment | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ActionModal opened={payment !== null} onClose={onClose} title={t("payments.manual.void_title")}>
      {payment && <VoidPaymentForm payment={payment} onDone={onClose} />}
    </ActionModal>
  );
}

function VoidPaymentForm({ payment, onDone }: { payment: LedgerPayment; onDone: () => void }) {
  const { t } = useTranslation();
  const voidPayment = useVoidPayment();
  const form = useForm({
    mode: "controlled",
    initialValues: { reason: "" },
    validate: { reason: (value) => (value.trim().length >= 5 ? null : t("payments.manual.min_reason")) },
  });
  const opening = useOpening();
  // Not mutate's own onSuccess: it never runs once the form is closed (see the manual payment's).
  // A failure shows in the form's alert.
  const submit = form.onSubmit(({ reason }) => {
    const stillOpen = opening.current();
    voidPayment.mutateAsync({ reference: payment.reference, reason }).then(
      () => {
        if (stillOpen()) onDone();
        void notifySuccess({
          title: t("payments.manual.voided_title"),
          message: t("payments.manual.voided", { reference: payment.reference }),
        });
      },
      () => undefined,
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PaymentSummary payment={payment} />
        <Text size="sm" c="dimmed">
          {t("payments.manual.void_intro")}
        </Text>
        <Textarea
          size="md"
          label={t("payments.manual.void_reason")}
          withAsterisk
          rows={3}
          maxLength={500}
          {...form.getInputProps("reason")}
        />
        <FormAlert title={t("payments.manual.void_failed_title")} message={refusal(voidPayment.error)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t("payments.manual.cancel")}
          </Button>
          <Button type="submit" color="red" loading={voidPayment.isPending}>
            {t("payments.manual.void_submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A duplicate or disputed payment was paid back outside the portal: record it. */
export function RefundPaymentModal({ payment, onClose }: { payment: LedgerPayment | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ActionModal opened={payment !== null} onClose={onClose} title={t("payments.manual.refund_title")}>
      {payment && <RefundPaymentForm payment={payment} onDone={onClose} />}
    </ActionModal>
  );
}

function RefundPaymentForm({ payment, onDone }: { payment: LedgerPayment; onDone: () => void }) {
  const { t } = useTranslation();
  const refund = useRefundPayment();
  const form = useForm({
    mode: "controlled",
    initialValues: { refunded_on: localToday(), refund_reference: "", note: "" },
    validate: {
      refunded_on: (value) => (value ? null : t("payments.manual.required")),
      note: (value) => (value.trim().length >= 5 ? null : t("payments.manual.min_reason")),
    },
  });
  const opening = useOpening();
  // Not mutate's own callbacks: they never run once the form is closed (see the manual payment's).
  const submit = form.onSubmit((values) => {
    const stillOpen = opening.current();
    refund
      .mutateAsync({
        reference: payment.reference,
        refunded_on: values.refunded_on,
        note: values.note,
        ...(values.refund_reference.trim() ? { refund_reference: values.refund_reference.trim() } : {}),
      })
      .then(
        () => {
          if (stillOpen()) onDone();
          void notifySuccess({
            title: t("payments.manual.refunded_title"),
            message: t("payments.manual.refunded", { reference: payment.reference }),
          });
        },
        (error: unknown) => form.setErrors(getServerFieldErrors(error)),
      );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PaymentSummary payment={payment} />
        <Text size="sm" c="dimmed">
          {t("payments.manual.refund_intro")}
        </Text>
        <TextInput
          size="md"
          type="date"
          label={t("payments.manual.refunded_on")}
          withAsterisk
          max={localToday()}
          {...form.getInputProps("refunded_on")}
        />
        <TextInput
          size="md"
          label={t("payments.manual.refund_reference")}
          maxLength={64}
          {...form.getInputProps("refund_reference")}
        />
        <Textarea
          size="md"
          label={t("payments.manual.refund_note")}
          withAsterisk
          rows={3}
          maxLength={500}
          {...form.getInputProps("note")}
        />
        <FormAlert title={t("payments.manual.refund_failed_title")} message={refusal(refund.error)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t("payments.manual.cancel")}
          </Button>
          <Button type="submit" loading={refund.isPending}>
            {t("payments.manual.refund_submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
