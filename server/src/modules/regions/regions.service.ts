import type { Region } from "@gkf/contract";
import type { RegionsRepository } from "./regions.repository.js";

/**
 * Regions and districts are reference data that change only by migration, so each process
 * reads them once and keeps them: this is not per-user state, so it is safe with many processes.
 */
export class RegionsService {
  private cached: Promise<Region[]> | undefined;

  constructor(private readonly repository: RegionsRepository) {}

  listRegions(): Promise<Region[]> {
    this.cached ??= this.load().catch((error: unknown) => {
      this.cached = undefined;
      throw error;
    });
    return this.cached;
  }

  /** True when the district exists and belongs to the region. */
  async isDistrictInRegion(regionCode: string, districtCode: string): Promise<boolean> {
    const regions = await this.listRegions();
    return regions.some(
      (region) => region.code === regionCode && region.districts.some((district) => district.code === districtCode),
    );
  }

  private async load(): Promise<Region[]> {
    const [regions, districts] = await Promise.all([this.repository.listRegions(), this.repository.listDistricts()]);
    return regions.map((region) => ({
      code: region.code,
      iso_code: region.iso_code,
      name: region.name,
      capital: region.capital,
      districts: districts
        .filter((district) => district.region_code === region.code)
        .map((district) => ({ code: district.code, name: district.name })),
    }));
  }
}
