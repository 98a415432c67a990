import { BeltColourListSchema, BeltColourUpdateSchema } from "../belt-colours.js";
import { defineEndpoint, errorAnswers } from "../endpoint.js";

const tags = ["Display settings"] as const;

/** The federation's display settings: belt colours (read by anyone, set by federation officials). */
export const settingsEndpoints = {
  beltColours: defineEndpoint({
    method: "GET",
    path: "/belt-colours",
    summary: "Every belt's display colours (the defaults until officials set them)",
    tags,
    auth: "none",
    responses: { 200: BeltColourListSchema },
  }),
  setBeltColours: defineEndpoint({
    method: "PUT",
    path: "/admin/belt-colours",
    summary: "Set belts' colours (federation officials); audited",
    description:
      "Each listed belt gets its colour (hex), an optional stripe and an optional text colour (hex, rgb or rgba); a text colour must contrast with its belt at least 4.5:1. Belts not listed keep theirs. Answers every belt.",
    tags,
    auth: "bearer",
    permission: "settings.manage",
    body: BeltColourUpdateSchema,
    responses: { 200: BeltColourListSchema, ...errorAnswers(400, 401, 403) },
  }),
};
