/**
 * A bench-only instrument, loaded into a server process with `--import` (never into the server that is
 * measured): appends every statement the pg driver sends — text, prepared-statement name, parameters,
 * row mode — as one JSON line to the file named by FLOWHALL_PG_CAPTURE_FILE. The benches use it to learn
 * the exact SQL their raw twin must replay.
 */
import { appendFileSync } from 'node:fs';
import { Client } from 'pg';

const file = process.env.FLOWHALL_PG_CAPTURE_FILE;
if (!file) throw new Error('pg-capture: FLOWHALL_PG_CAPTURE_FILE is not set');

export interface CapturedStatement {
  text: string;
  name?: string;
  values: unknown[];
  rowMode?: string;
}

type Query = (this: Client, ...args: unknown[]) => unknown;
const prototype = Client.prototype as unknown as { query: Query };
const original = prototype.query;

prototype.query = function (this: Client, ...args: unknown[]) {
  const [config, values] = args;
  const statement: CapturedStatement | undefined =
    typeof config === 'string'
      ? { text: config, values: Array.isArray(values) ? values : [] }
      : config && typeof config === 'object' && 'text' in config
        ? (() => {
            const c = config as { text: string; name?: string; values?: unknown[]; rowMode?: string };
            return {
              text: c.text,
              ...(c.name ? { name: c.name } : {}),
              values: c.values ?? (Array.isArray(values) ? values : []),
              ...(c.rowMode ? { rowMode: c.rowMode } : {}),
            };
          })()
        : undefined;
  if (statement) appendFileSync(file, `${JSON.stringify(statement)}\n`);
  return original.apply(this, args);
};
