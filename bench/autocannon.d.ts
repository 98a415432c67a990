// The parts of autocannon's API that the bench uses (the package ships no types).
declare module "autocannon" {
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    p99_9: number;
  }
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each send of this request; what it returns is sent (e.g. with a new body). */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request | null;
  }
  /** One connection. */
  interface Client {
    setHeaders(headers: Record<string, string> | undefined): void;
    /** Replaces the requests this connection cycles through. */
    setRequests(requests: Request[]): void;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Each connection sends these in turn, then starts over. */
    requests?: Request[];
    /** Called once per connection before it sends anything. */
    setupClient?: (client: Client) => void;
  }
  interface Result {
    url: string;
    /** Per-second request counts; `total` is the number of completed requests, `sent` of sent ones. */
    requests: Histogram & { sent: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    statusCodeStats: Record<string, { count: number }>;
    duration: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
  export type { Client, Histogram, Options, Request, Result };
}
