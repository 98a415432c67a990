import { formatDistrict, type Region } from "@gkf/contract";
import { useMemo } from "react";
import type { SelectOption } from "./select-field";

/** The regions as a select's options, by name; none while the list has not arrived. */
export function getRegionOptions(regions: readonly Region[] | undefined): SelectOption[] {
  return (regions ?? []).map((region) => ({ value: region.code, label: region.name }));
}

/** Only the chosen region's districts, shown as the spec says: "name (code)". None before a region is chosen. */
export function getDistrictOptions(regions: readonly Region[] | undefined, regionCode: string): SelectOption[] {
  const region = regions?.find((candidate) => candidate.code === regionCode);
  return (region?.districts ?? []).map((district) => ({ value: district.code, label: formatDistrict(district) }));
}

/** A district stays chosen only while it belongs to the region (changing the region clears it). */
export function keepDistrictInRegion(regions: readonly Region[], regionCode: string, districtCode: string): string {
  return getDistrictOptions(regions, regionCode).some((option) => option.value === districtCode) ? districtCode : "";
}

/**
 * A form's region and district selects: the regions' options, the region chosen and its districts'
 * options, each kept while the list and the choice stay the same.
 */
export function useRegionChoice(regions: readonly Region[] | undefined, regionCode: string) {
  const regionOptions = useMemo(() => getRegionOptions(regions), [regions]);
  const selectedRegion = regions?.find((region) => region.code === regionCode);
  const districtOptions = useMemo(() => getDistrictOptions(regions, regionCode), [regions, regionCode]);
  return { regionOptions, selectedRegion, districtOptions };
}
