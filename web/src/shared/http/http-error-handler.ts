import { en } from "@gkf/contract";
import type { TFunction } from "i18next";
import { isKeyOf } from "../i18n/i18n";
import { notifyError, type Toast } from "../notifications/notify";
import type { HttpErrorListener } from "./http-client";
import type { HttpError } from "./http-error";

/** The toast for a failed request: the API's own message and action when it sent them. */
export function describeHttpError(error: HttpError, t: TFunction): Toast {
  switch (error.kind) {
    case "network":
      return { title: t("common.http_errors.network_title"), message: t("common.http_errors.network_message") };
    case "timeout":
      return { title: t("common.http_errors.timeout_title"), message: t("common.http_errors.timeout_message") };
    case "invalid-response":
      return {
        title: t("common.http_errors.generic_title"),
        message: t("common.http_errors.invalid_response_message"),
      };
    case "response": {
      const body = error.body;
      if (!body) {
        return { title: t("common.http_errors.generic_title"), message: t("common.http_errors.generic_message") };
      }
      const title = isKeyOf(en.common.http_errors.titles, body.code)
        ? t(`common.http_errors.titles.${body.code}`)
        : t("common.http_errors.generic_title");
      return { title, message: body.message, action: body.action };
    }
  }
}

/** The boot step's listener: every reported HTTP failure becomes a red toast. */
export function createHttpErrorHandler(t: TFunction): HttpErrorListener {
  return (error) => {
    notifyError(describeHttpError(error, t));
  };
}
