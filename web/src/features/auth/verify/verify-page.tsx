import { accountsEndpoints } from "@gkf/contract";
import { Button, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { TextField } from "../../../shared/forms/text-field";
import { useValidationMessage } from "../../../shared/forms/use-validation-message";
import type { ValidationKey } from "../../../shared/forms/validation";
import { checkCode, cleanCode } from "../../../shared/forms/verification-code";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import { type HttpError, isHttpError } from "../../../shared/http/http-error";
import { notifyError } from "../../../shared/notifications/notify";
import { specToast } from "../../../shared/notifications/spec-toasts";
import { useCacheStore, useHttpClient } from "../../../shared/services/services-context";
import { readChallenge, storeChallenge, storeSignedIn } from "../auth-storage";
import { AuthFrame } from "../components/auth-frame";
import { forgetRedirect, getRedirectAfterLogin, loginPathWithRedirect } from "../redirect-after-login";
import { formatCountdown, getChallengeState } from "./challenge-countdown";
import { checkRecoveryCode, cleanRecoveryCode } from "./recovery-code";
import { useNow } from "./use-now";

/** 400 INVALID_CODE: a wrong, used or expired code (spec section 8: "Device Verification Failed"). */
const isRefusedCode = (error: HttpError) => error.kind === "response" && error.status === 400;

/**
 * `/auth/verify`: the code sent for a sign-in from a new device (a 206 login), or, with two-step
 * sign-in (channel `tfa`, issue 17), the code of the member's authenticator app or one of their
 * recovery codes: nothing was sent, so no countdown of a message and no "send a new code".
 */
export function VerifyPage() {
  const { t } = useTranslation();
  const validationMessage = useValidationMessage();
  const http = useHttpClient();
  const cache = useCacheStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { search } = useLocation();

  const [challenge, setChallenge] = useState(() => readChallenge(cache));
  const [resend, setResend] = useState<"idle" | "sending" | "sent">("idle");
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<ValidationKey | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  // One request at a time: a second Enter while the first is on its way would spend the used code
  // and raise "Device Verification Failed" on the page the first one signed in to.
  const isSending = useRef(false);
  const [isExpiredLocally, setExpiredLocally] = useState(false);
  const isApp = challenge?.message_channel === "tfa";
  // A recovery code goes to the same POST as the app's code; only the field changes.
  const [isRecovery, setRecovery] = useState(false);

  // The clock ticks while the code can still be used, and stops once it cannot.
  const isTicking = Boolean(challenge && getChallengeState(challenge.expires_at, Date.now()).isUsable);
  const now = useNow(1000, isTicking && !isExpiredLocally);
  const state = challenge ? getChallengeState(challenge.expires_at, now) : null;
  const isUsable = Boolean(state?.isUsable) && !isExpiredLocally;
  const signInAgainPath = loginPathWithRedirect(new URLSearchParams(search).get("redirect"));

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Checked at the moment of sending, not at the last tick of the countdown.
    if (!challenge || !getChallengeState(challenge.expires_at, Date.now()).isUsable) {
      setExpiredLocally(true);
      return;
    }
    const problem = isRecovery ? checkRecoveryCode(code) : checkCode(code);
    setCodeError(problem);
    if (problem || isSending.current) return;

    isSending.current = true;
    setSubmitting(true);
    try {
      const auth = await callEndpoint(
        http,
        accountsEndpoints.verifyDevice,
        { body: { vcode: code } },
        // A refused code gets the spec's own toast below; anything else the app's usual one.
        { silent: isRefusedCode },
      );
      // After a successful verification the challenge is cleared (spec section 4).
      queryClient.clear();
      storeSignedIn(cache, auth);
      forgetRedirect();
      navigate(getRedirectAfterLogin(search), { replace: true });
    } catch (error) {
      isSending.current = false;
      setSubmitting(false);
      if (!isHttpError(error) || isRefusedCode(error))
        void notifyError(specToast("toasts.device_verification_failed", t));
    }
  }

  /** A new code to the same address (the server knows the sign-in by its cookie); the countdown starts again. */
  async function sendNewCode() {
    if (!challenge) return;
    setResend("sending");
    try {
      const data = await callEndpoint(http, accountsEndpoints.resendDeviceCode, {});
      const renewed = { ...challenge, expires_at: data.expires_at };
      storeChallenge(cache, renewed);
      setChallenge(renewed);
      setExpiredLocally(false);
      setCode("");
      setCodeError(null);
      setResend("sent");
    } catch {
      // The app's usual toast has said why.
      setResend("idle");
    }
  }

  const resendButton = (
    <Button variant="subtle" fullWidth onClick={sendNewCode} loading={resend === "sending"}>
      {t("auth.verify.resend")}
    </Button>
  );

  function switchCodeKind() {
    setRecovery(!isRecovery);
    setCode("");
    setCodeError(null);
  }

  const intro = !challenge
    ? undefined
    : isApp
      ? t(isRecovery ? "auth.verify.recovery_intro" : "auth.verify.tfa_intro")
      : t("auth.verify.intro", {
          sent_to: challenge.sent_to ?? t(`auth.verify.channels.${challenge.message_channel}`),
        });
  const codeLabel = isRecovery
    ? t("auth.verify.recovery_code")
    : t(isApp ? "auth.verify.tfa_code" : "common.fields.code");
  // "Enter the 6 digits we sent you" is untrue of an app's code.
  const codeErrorText = isApp && codeError === "code" ? t("auth.verify.tfa_code_shape") : validationMessage(codeError);

  return (
    <AuthFrame title={t("auth.verify.title")} intro={intro}>
      {isUsable && state ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {!isApp && (
              <Text size="sm" role="timer" aria-live="off">
                {t("auth.verify.countdown", { time: formatCountdown(state.usableMs) })}
              </Text>
            )}
            <TextField
              // A new field for the other kind of code: it takes the focus again (autoFocus below).
              key={isRecovery ? "recovery" : "code"}
              label={codeLabel}
              value={code}
              onChange={(value) => setCode(isRecovery ? cleanRecoveryCode(value) : cleanCode(value))}
              {...(isRecovery
                ? { autoComplete: "off", autoCapitalize: "characters", spellCheck: false }
                : { inputMode: "numeric" as const, autoComplete: "one-time-code", pattern: "[0-9]*" })}
              error={codeErrorText}
              withAsterisk
              // The one thing to do on this page: the keyboard opens with it.
              autoFocus
            />
            <Button type="submit" fullWidth loading={isSubmitting}>
              {t("auth.verify.submit")}
            </Button>
            {resend === "sent" && (
              <Text size="sm" role="status">
                {t("auth.verify.resent")}
              </Text>
            )}
            {isApp ? (
              <Button variant="subtle" fullWidth onClick={switchCodeKind}>
                {t(isRecovery ? "auth.verify.use_app" : "auth.verify.use_recovery")}
              </Button>
            ) : (
              resendButton
            )}
          </Stack>
        </form>
      ) : (
        <Stack gap="md">
          <Text role="alert">{t(isApp ? "auth.verify.tfa_expired" : "auth.verify.expired")}</Text>
          {challenge && !isApp && resendButton}
          <Button component={Link} to={signInAgainPath} variant={challenge ? "default" : "filled"}>
            {t("auth.verify.sign_in_again")}
          </Button>
        </Stack>
      )}
    </AuthFrame>
  );
}
