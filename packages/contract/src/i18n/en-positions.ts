/** web/src/features/positions: open positions, applications, officials' positions pages. */
export const positions = {} as const;
