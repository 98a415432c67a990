import { readBatchKeys } from "../modules/observability/metrics.js";

/**
 * How many statements this process's batched reads have sent so far (gkf_db_read_batch_keys'
 * count), of the reads `read` names: compared before and after requests sent at once, it says
 * whether a statement answered several (decision 143).
 */
export async function batchedStatements(read: (name: string) => boolean): Promise<number> {
  return (await readBatchKeys.get()).values
    .filter((value) => value.metricName === "gkf_db_read_batch_keys_count" && read(String(value.labels.read)))
    .reduce((sum, value) => sum + value.value, 0);
}
