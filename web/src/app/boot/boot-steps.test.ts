import { CACHE_KEYS } from "@gkf/contract";
import { describe, expect, it } from "vitest";
import type { BootContext } from "../app-services";
import { BOOT_STEPS } from "./boot-steps";

describe("store initialisation", () => {
  it("forgets every query's data when the session ends, so the next person sees none of it", async () => {
    const step = BOOT_STEPS.find((candidate) => candidate.name === "store initialisation");
    const context = {} as BootContext;
    await step?.run(context);
    const { queryClient, cache } = context;
    if (!queryClient || !cache) throw new Error("the step did not create the stores");

    cache.set(CACHE_KEYS.AUTH_DATA, { tokens: { access: "a", expires_at: "2099-01-01T00:00:00Z" } });
    queryClient.setQueryData(["my-record"], { code: "GKF-AA-26-000001" });
    cache.set(CACHE_KEYS.AUTH_DATA, { tokens: { access: "b", expires_at: "2099-01-01T00:00:00Z" } });
    expect(queryClient.getQueryData(["my-record"])).toEqual({ code: "GKF-AA-26-000001" });

    cache.remove(CACHE_KEYS.AUTH_DATA);
    expect(queryClient.getQueryData(["my-record"])).toBeUndefined();
  });
});
