import { z } from "zod";
import { defineEndpoint, errorAnswers } from "../endpoint.js";
import { RegionListSchema, RegionSchema } from "../regions.js";

const tags = ["Reference data"] as const;

/** Ghana's regions and districts: public reference data. */
export const regionsEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/regions",
    summary: "Ghana's 16 regions with their districts",
    tags,
    auth: "none",
    responses: { 200: RegionListSchema },
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/regions/:code",
    summary: "One region with its districts",
    tags,
    auth: "none",
    params: z.object({ code: z.string().describe("Two-letter region code, e.g. AA") }),
    responses: { 200: RegionSchema, ...errorAnswers(404) },
  }),
};
