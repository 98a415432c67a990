import type { Kysely } from "kysely";
import type { AppConfig } from "../../config/config.js";
import type { Database } from "../../db/database.js";
import { HubtelProvider } from "./hubtel-provider.js";
import type { PaymentProvider } from "./payment-providers.js";
import { PaystackProvider } from "./paystack-provider.js";
import { SandboxChargesRepository } from "./sandbox-charges.repository.js";
import { SandboxProvider } from "./sandbox-provider.js";

/** The provider PAYMENTS_PROVIDER names (the sandbox unless it names Paystack or Hubtel). */
export function createPaymentProvider(config: AppConfig, db: Kysely<Database>): PaymentProvider {
  if (config.payments.provider === "paystack") {
    return new PaystackProvider(config.payments.paystackSecretKey ?? "", config.payments.paystackBaseUrl);
  }
  if (config.payments.provider === "hubtel") {
    return new HubtelProvider(config.payments.hubtel, config.publicUrl);
  }
  return new SandboxProvider(
    new SandboxChargesRepository(db),
    config.publicUrl,
    config.appSecret,
    config.payments.sandboxApproveSeconds,
  );
}
