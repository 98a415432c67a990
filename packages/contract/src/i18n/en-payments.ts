/** web/src/features/payments: pay, payment result, payment history and receipts, officials' ledger and fees. */
export const payments = {} as const;
