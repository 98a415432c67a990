import type { MobileMoneyNetwork } from "@gkf/contract";
import type { Selectable } from "kysely";

export interface MobileMoneyChargesTable {
  payment_id: string;
  phone: string;
  network: MobileMoneyNetwork;
  next_step: "approve_on_phone" | "enter_otp" | "done";
  display_text: string | null;
  created_at: string;
  updated_at: string;
}

export interface MobileMoneyTables {
  mobile_money_charges: MobileMoneyChargesTable;
}

export type MobileMoneyChargeRow = Selectable<MobileMoneyChargesTable>;

// The mobile-money migration (0013) adds this column to the sandbox provider's books.
declare module "./payments.table.js" {
  interface SandboxChargesTable {
    /** When the imitated prompt counts as approved on the phone; null: only the checkout page decides. */
    approve_at: string | null;
  }
}
