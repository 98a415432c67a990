import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { type ChangeEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

type ScanState = "idle" | "starting" | "scanning" | "no-camera";

/**
 * Reads a card's QR code with the camera, or from a photo when there is no camera (or it is
 * refused). The decoder (`qr` by Paul Miller, the author of noble) is loaded only here, and
 * works without a connection. `onText` receives what the QR code says.
 */
export function CardScanner({ onText, problem }: { onText: (text: string) => void; problem: string | null }) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const stopRef = useRef<(() => void) | null>(null);
  const [state, setState] = useState<ScanState>("idle");
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);

  useEffect(() => () => stopRef.current?.(), []);

  function stop() {
    stopRef.current?.();
    stopRef.current = null;
    setState("idle");
  }

  async function start() {
    const video = videoRef.current;
    if (!video) return;
    setState("starting");
    setPhotoProblem(null);
    try {
      const { QRCanvas, frameLoop, rearCamera } = await import("qr/dom.js");
      const camera = await rearCamera(video);
      const canvas = new QRCanvas();
      let reading = false;
      let done = false;
      const cancel = frameLoop(() => {
        if (reading || done) return;
        reading = true;
        camera
          .readFrame(canvas)
          .then((result) => {
            const text = typeof result === "string" ? result : undefined;
            if (text && !done) {
              done = true;
              stop();
              onText(text);
            }
          })
          .catch(() => {})
          .finally(() => {
            reading = false;
          });
      }, video);
      stopRef.current = () => {
        done = true;
        cancel();
        camera.stop();
      };
      setState("scanning");
    } catch {
      setState("no-camera");
    }
  }

  async function readPhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = "";
    if (!file) return;
    setPhotoProblem(null);
    const text = await decodePhoto(file);
    if (text) onText(text);
    else setPhotoProblem(t("memberships.verify.scan_no_code"));
  }

  const message =
    state === "starting"
      ? t("memberships.verify.scan_starting")
      : state === "scanning"
        ? t("memberships.verify.scan_looking")
        : state === "no-camera"
          ? t("memberships.verify.scan_no_camera")
          : null;
  const shownProblem = photoProblem ?? problem;

  return (
    <Paper withBorder radius="md" p="md" data-testid="card-scanner">
      <Stack gap="sm">
        <Text fw={700}>{t("memberships.verify.scan_heading")}</Text>
        <Text size="sm" c="gray.7">
          {t("memberships.verify.scan_intro")}
        </Text>
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label={t("memberships.verify.scan_heading")}
          style={{
            display: state === "scanning" || state === "starting" ? "block" : "none",
            width: "100%",
            maxHeight: 320,
            objectFit: "cover",
            borderRadius: 8,
            background: "#000",
          }}
        />
        {message && (
          <Text size="sm" role="status">
            {message}
          </Text>
        )}
        {shownProblem && (
          <Text size="sm" c="red.8" fw={600} role="alert">
            {shownProblem}
          </Text>
        )}
        <Group gap="sm">
          {state === "scanning" || state === "starting" ? (
            <Button size="lg" variant="default" onClick={stop}>
              {t("memberships.verify.scan_stop")}
            </Button>
          ) : (
            <Button size="lg" onClick={() => void start()}>
              {t("memberships.verify.scan")}
            </Button>
          )}
          <Button size="lg" component="label" variant="light">
            {t("memberships.verify.scan_photo")}
            <input
              type="file"
              accept="image/*"
              capture="environment"
              onChange={(event) => void readPhoto(event)}
              data-testid="scan-photo"
              style={{ position: "absolute", width: 1, height: 1, opacity: 0, overflow: "hidden" }}
            />
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** What the QR code in a photo says; null when none is found. Large photos are scaled down first. */
async function decodePhoto(file: File): Promise<string | null> {
  try {
    const [{ default: decodeQR }, bitmap] = await Promise.all([import("qr/decode.js"), createImageBitmap(file)]);
    const scale = Math.min(1, 1600 / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d", { willReadFrequently: true });
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, width, height);
    const image = context.getImageData(0, 0, width, height);
    return decodeQR({ width, height, data: image.data });
  } catch {
    return null;
  }
}
