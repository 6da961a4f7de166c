/** Printing and saving the figures of the API-against-raw benches. */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { dirname } from 'node:path';
import type { Figures } from './measure.ts';

export const fixed = (value: number, digits: number) => value.toFixed(digits);
export const optional = (value: number | null) => (value === null ? '-' : fixed(value, 3));

export function describe(figures: Figures): string {
  const errors = figures.errors > 0 ? `, ${figures.errors} errors` : '';
  const { server, client, postgres } = figures.cpu;
  const cpu = `, CPU ms/req: server ${optional(server)}, client ${fixed(client, 3)}, postgres ${optional(postgres)}`;
  return `${fixed(figures.reqPerSec, 0)} req/s, p50 ${fixed(figures.p50Ms, 2)} ms, p99 ${fixed(figures.p99Ms, 2)} ms${cpu}${errors}`;
}

/** One call's pair of figures. */
export interface PairResult {
  name: string;
  api: Figures;
  raw: Figures;
  /** API req/s divided by raw req/s. */
  ratio: number;
}

/** Pads the cells of a table: the first `leftColumns` columns to the left, the others to the right. */
export function formatTable(header: string[], rows: string[][], leftColumns = 1): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column < leftColumns ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

export function printTable(results: PairResult[], targetRatio: number): void {
  const header = ['call', 'side', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'API/raw', 'CPU ms/req: server', 'client', 'postgres'];
  const rows: string[][] = [];
  for (const result of results) {
    const verdict = `${fixed(result.ratio, 2)} ${result.ratio >= targetRatio ? 'ok' : `< ${targetRatio}`}`;
    for (const [side, figures] of [['API', result.api], ['raw SQL', result.raw]] as const) {
      rows.push([
        side === 'API' ? result.name : '',
        side,
        fixed(figures.reqPerSec, 0),
        fixed(figures.p50Ms, 2),
        fixed(figures.p99Ms, 2),
        String(figures.errors),
        side === 'API' ? verdict : '',
        optional(figures.cpu.server),
        fixed(figures.cpu.client, 3),
        optional(figures.cpu.postgres),
      ]);
    }
  }
  console.info(`\n${formatTable(header, rows, 2)}`);
  console.info(
    'CPU per request: server = the Flowhall process; client = this process (autocannon, or the pg workers); ' +
      'postgres = the backends of the bench database.',
  );
}

export const round = (value: number) => Math.round(value * 100) / 100;

const roundMicro = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);

export function rounded(figures: Figures): Figures {
  const { server, client, postgres } = figures.cpu;
  return {
    ...figures,
    reqPerSec: round(figures.reqPerSec),
    p50Ms: round(figures.p50Ms),
    p99Ms: round(figures.p99Ms),
    cpu: { server: roundMicro(server), client: roundMicro(client) ?? 0, postgres: roundMicro(postgres) },
  };
}

export function machine(postgresVersion: string) {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    node: process.version,
    postgres: postgresVersion,
  };
}

export async function writeJson(file: string, report: unknown): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
}
