/**
 * A bench-only instrument, loaded with `--import` into the diagnostic server of bench:approval (never
 * into the server whose figures are reported): appends each statement the pg driver runs — text,
 * parameters, milliseconds from send to answer — as one JSON line to FLOWHALL_PG_TIMING_FILE, so that
 * the bench can name the statements a slow page or call spends its time in and EXPLAIN ANALYZE them.
 */
import { appendFileSync } from 'node:fs';
import { Client } from 'pg';

const file = process.env.FLOWHALL_PG_TIMING_FILE;
if (!file) throw new Error('pg-timing: FLOWHALL_PG_TIMING_FILE is not set');

export interface TimedStatement {
  text: string;
  values: unknown[];
  ms: number;
}

type Query = (this: Client, ...args: unknown[]) => unknown;
const prototype = Client.prototype as unknown as { query: Query };
const original = prototype.query;

prototype.query = function (this: Client, ...args: unknown[]) {
  const [config, values] = args;
  const text = typeof config === 'string' ? config : config && typeof config === 'object' && 'text' in config ? String((config as { text: unknown }).text) : undefined;
  if (text === undefined) return original.apply(this, args);
  const params = (typeof config === 'object' ? (config as { values?: unknown[] }).values : undefined) ?? (Array.isArray(values) ? values : []);
  const started = performance.now();
  const write = () => appendFileSync(file, `${JSON.stringify({ text, values: params, ms: performance.now() - started } satisfies TimedStatement)}\n`);
  // pg's Pool.query hands the client a callback; transactions use the promise form.
  const last = args.length - 1;
  if (typeof args[last] === 'function') {
    const callback = args[last] as (...answer: unknown[]) => unknown;
    args[last] = (...answer: unknown[]) => {
      write();
      return callback(...answer);
    };
    return original.apply(this, args);
  }
  const result = original.apply(this, args);
  if (!(result instanceof Promise)) return result;
  return result.then(
    (answer: unknown) => {
      write();
      return answer;
    },
    (error: unknown) => {
      write();
      throw error;
    },
  );
};
