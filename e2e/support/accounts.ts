import { expect } from "vitest";
import { waitForOutbox } from "./outbox.js";
import type { RunningServer } from "./server.js";

/** A JSON call to the journey's server (`pathname` after `/api`), with a bearer token when given. */
export async function apiJson(
  server: RunningServer,
  pathname: string,
  method: string,
  body?: unknown,
  token?: string,
): Promise<Response> {
  return fetch(`${server.baseUrl}/api${pathname}`, {
    method,
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Who registers: names and the like; an e-mail or a phone number (`tel`) to sign in with. */
export interface NewAccount {
  first_name: string;
  last_name: string;
  date_of_birth: string;
  gender: "MALE" | "FEMALE";
  main_role?: string;
  email?: string;
  tel?: string;
  password: string;
  region?: string;
  district?: string;
}

/**
 * Registers through the spec's self-registration and activates with the message it sends (the
 * e-mail's token or the SMS code), all through the API: for journeys whose subject comes later.
 */
export async function registerActiveThroughApi(server: RunningServer, account: NewAccount): Promise<void> {
  const { email, tel, ...details } = account;
  const contact = email ?? tel;
  if (!contact) throw new Error("registerActiveThroughApi needs an e-mail or a phone number");
  const registered = await apiJson(server, "/account-manager/users/register/self", "POST", {
    main_role: "ATHLETE",
    region: "AH",
    district: "KM",
    ...details,
    ...(email ? { login_with: "email", email } : { login_with: "tel", tel }),
    consent: true,
  });
  expect(registered.status, await registered.clone().text()).toBe(201);
  const [activation] = await waitForOutbox(server.baseUrl, contact, 0);
  expect(activation?.code).toBeTruthy();
  const activated = email
    ? await apiJson(server, "/my-account/activate/account-by-email", "PATCH", { token: activation?.code })
    : await apiJson(server, "/my-account/activate/account-by-sms", "PATCH", { code: activation?.code, username: tel });
  expect(activated.status).toBe(200);
}
