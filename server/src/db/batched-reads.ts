/**
 * Reads by key that arrive while the event loop turns, sent to the database as one statement
 * (decision 143). Every key asked for before the loop reaches its check phase (`setImmediate`)
 * joins the same batch: under load, the requests whose bytes came in on one turn; alone, just
 * the one, a turn later. Each caller gets the row of its own key, or undefined when there is none;
 * when the statement fails, every caller of that batch gets its error. Nothing is kept between
 * batches: each reads what is committed when it runs.
 */
export function batchedReads<Row>(options: {
  /** The rows of these keys (distinct, at most `maxKeys`), in any order. */
  read: (keys: string[]) => Promise<Row[]>;
  keyOf: (row: Row) => string;
  /** Keys per statement; a larger batch is sent as several. */
  maxKeys?: number;
  /** Told each statement's number of keys (a metric). */
  sent?: (keys: number) => void;
}): (key: string) => Promise<Row | undefined> {
  const { read, keyOf, maxKeys = 100, sent } = options;
  let waiting = new Map<string, Array<Waiter<Row>>>();
  const send = (batch: Map<string, Array<Waiter<Row>>>) => {
    const keys = [...batch.keys()];
    sent?.(keys.length);
    read(keys).then(
      (rows) => {
        const byKey = new Map(rows.map((row) => [keyOf(row), row]));
        for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(byKey.get(key));
      },
      (error: unknown) => {
        for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
      },
    );
  };
  const flush = () => {
    const all = waiting;
    waiting = new Map();
    let batch = new Map<string, Array<Waiter<Row>>>();
    for (const [key, waiters] of all) {
      batch.set(key, waiters);
      if (batch.size === maxKeys) {
        send(batch);
        batch = new Map();
      }
    }
    if (batch.size > 0) send(batch);
  };
  return (key) =>
    new Promise<Row | undefined>((resolve, reject) => {
      if (waiting.size === 0) setImmediate(flush);
      const waiters = waiting.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
    });
}

interface Waiter<Row> {
  resolve: (row: Row | undefined) => void;
  reject: (error: unknown) => void;
}
