/** The part of autocannon's programmatic API the benches use (the package ships no types). */
declare module 'autocannon' {
  export interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
  }

  /** Percentile summary of one of autocannon's histograms. */
  export interface Summary {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
    p99_9: number;
  }

  export interface Result {
    /** Seconds actually run. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    /** Per-second request counts; `total` is the number of completed requests. */
    requests: Summary & { sent: number };
    /** Milliseconds, 2xx answers only. */
    latency: Summary;
    statusCodeStats: Record<string, { count: number }>;
  }

  export interface Instance extends PromiseLike<Result> {
    stop(): void;
    /** Each answer, with its latency in milliseconds. */
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTimeMs: number) => void): this;
  }

  export default function autocannon(options: Options): Instance;
}
