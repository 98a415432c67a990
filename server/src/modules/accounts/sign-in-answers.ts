import { type LoginChallenge, type MainRole, maskContact, type RegisterRequestSchema } from "@gkf/contract";
import type { z } from "zod";
import type { Username } from "./account-context.js";
import type { AccountsRepository } from "./accounts.repository.js";
import type { UserRow } from "./accounts.table.js";

// Registration and sign-in answers that must not tell a stranger anything, and the lookup of
// taken contacts behind them.

/** The accounts that already use the e-mail or phone of a registration. */
export async function contactOwners(
  repository: AccountsRepository,
  input: { email?: string | undefined; tel?: string | undefined; login_with: string },
) {
  const [byEmail, byTel] = await Promise.all([
    input.email ? repository.findUserByEmail(input.email) : undefined,
    input.tel ? repository.findUserByTel(input.tel) : undefined,
  ]);
  const owners: Array<{ user: UserRow; via: "email" | "tel" }> = [];
  // The address the registration signs in with first: that is where its owner looks.
  const found = input.login_with === "tel" ? [byTel, byEmail] : [byEmail, byTel];
  const via = input.login_with === "tel" ? (["tel", "email"] as const) : (["email", "tel"] as const);
  found.forEach((user, index) => {
    if (user) owners.push({ user, via: via[index] ?? "email" });
  });
  return owners;
}

/** The answer to a registration: built from what was sent, so it is the same for a taken address. */
export function registeredBody(input: z.output<typeof RegisterRequestSchema>) {
  const sentTo = input.login_with === "email" ? (input.email ?? "") : (input.tel ?? "");
  return {
    first_name: input.first_name,
    last_name: input.last_name,
    login_with: input.login_with,
    main_role: input.main_role as MainRole,
    is_active: false,
    activation_channel: input.login_with === "email" ? ("email" as const) : ("sms" as const),
    sent_to: maskContact(sentTo),
  };
}

/**
 * The new-device answer on a busy address (see SignInLimits): it depends only on the username
 * as typed, so it is the same for a right or wrong password and for an unknown account.
 */
export function blindChallengeBody(typed: Username, expiresAt: Date): LoginChallenge {
  return {
    verify_user: {
      message_channel: typed.kind === "email" ? "email" : "sms",
      comm_protocol: typed.kind === "email" ? "smtp" : "sms",
      sent_to: maskContact(typed.value),
      last_time_logged: null,
      expires_at: expiresAt.toISOString(),
    },
  };
}
