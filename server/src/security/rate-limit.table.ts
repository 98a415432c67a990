export interface RateLimitHitsTable {
  bucket: string;
  created_at: string;
}

export interface RateLimitTables {
  rate_limit_hits: RateLimitHitsTable;
}
