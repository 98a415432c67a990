/** The dashboard's last answer for one scope (decision 157). */
export interface StatisticsSnapshotsTable {
  /** `*` for the whole federation, else the regions' codes in order, joined by commas. */
  scope: string;
  generated_at: string;
  /** The answer as JSON. */
  body: string;
}

export interface StatisticsTables {
  statistics_snapshots: StatisticsSnapshotsTable;
}
