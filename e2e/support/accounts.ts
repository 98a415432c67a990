import { expect } from "vitest";
import { waitForOutbox } from "./outbox.js";
import type { RunningServer } from "./server.js";
import { signInThroughApi } from "./sign-in.js";

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
      // A JSON type without a body is refused (400 MALFORMED_JSON), as the server should.
      ...(body === undefined ? {} : { "content-type": "application/json" }),
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
  /** A 13–17-year-old registering on their own names the parent or guardian who must confirm. */
  guardian_email?: string;
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

/** A JSON call that must succeed (`pathname` after `/api`): its answer, or an error naming the call and what came back. */
export async function apiAnswer<T>(
  server: RunningServer,
  pathname: string,
  method = "GET",
  body?: unknown,
  token?: string,
): Promise<T> {
  const response = await apiJson(server, pathname, method, body, token);
  const answer = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${method} ${pathname} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer as T;
}

/**
 * A paid-up member for journeys whose subject comes after payment: registered and activated
 * (registerActiveThroughApi), signed in (signInThroughApi, with the device code when one is asked)
 * and the registration fee paid on the sandbox checkout, all through the API. Answers the member's
 * access token and membership number.
 */
export async function registerPaidThroughApi(
  server: RunningServer,
  account: NewAccount,
): Promise<{ token: string; code: string }> {
  await registerActiveThroughApi(server, account);
  const { session } = await signInThroughApi(server, {
    username: account.email ?? account.tel ?? "",
    password: account.password,
  });
  const token = session.tokens.access;
  const payment = await apiAnswer<{ authorization_url: string }>(
    server,
    "/my-account/membership/payment/initialize",
    "POST",
    { purpose: "REGISTRATION" },
    token,
  );
  const checkout = await fetch(payment.authorization_url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "outcome=success",
    redirect: "manual",
  });
  expect(checkout.status).toBe(303);
  const record = await apiAnswer<{ code: string | null; has_paid_registration: boolean }>(
    server,
    "/my-account/membership/my-record",
    "GET",
    undefined,
    token,
  );
  expect(record.has_paid_registration).toBe(true);
  if (!record.code) throw new Error("A paid membership has no number");
  return { token, code: record.code };
}
