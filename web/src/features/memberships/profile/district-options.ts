import { formatDistrict, type Region } from "@gkf/contract";

export interface Option {
  value: string;
  label: string;
}

export function getRegionOptions(regions: readonly Region[]): Option[] {
  return regions.map((region) => ({ value: region.code, label: region.name }));
}

/** Only the chosen region's districts, shown as the spec says: "name (code)". None before a region is chosen. */
export function getDistrictOptions(regions: readonly Region[], regionCode: string): Option[] {
  const region = regions.find((candidate) => candidate.code === regionCode);
  return (region?.districts ?? []).map((district) => ({ value: district.code, label: formatDistrict(district) }));
}

/** A district stays chosen only while it belongs to the region (changing the region clears it). */
export function keepDistrictInRegion(regions: readonly Region[], regionCode: string, districtCode: string): string {
  return getDistrictOptions(regions, regionCode).some((option) => option.value === districtCode) ? districtCode : "";
}
