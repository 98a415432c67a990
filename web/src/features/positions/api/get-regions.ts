import { useMemo } from "react";
import { useRegions } from "../../../shared/api/regions";

/** Region code → name for the applicants; empty until loaded. Quiet: without it the drawer shows the codes. */
export function useRegionNames(enabled: boolean): Map<string, string> {
  const { data } = useRegions({ enabled, silent: true });
  return useMemo(() => new Map((data?.items ?? []).map((region) => [region.code, region.name])), [data]);
}
