/** A throw-away database on the local PostgreSQL for one bench run: created fresh, dropped at the end. */
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface BenchDatabase {
  name: string;
  url: string;
  postgresVersion: string;
}

/** The URL of database `name` on the same server as `baseUrl`. */
export function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdminClient<T>(baseUrl: string, action: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}

/** Creates `flowhall_bench_<random>` next to `baseUrl`'s database. */
export async function createBenchDatabase(baseUrl: string): Promise<BenchDatabase> {
  const name = `flowhall_bench_${randomBytes(6).toString('hex')}`;
  const postgresVersion = await withAdminClient(baseUrl, async (client) => {
    await client.query(`create database ${name}`);
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return rows[0]?.server_version ?? 'unknown';
  });
  console.info(`database ${name} created on ${new URL(baseUrl).host} (PostgreSQL ${postgresVersion})`);
  return { name, url: databaseUrl(baseUrl, name), postgresVersion };
}

export async function dropBenchDatabase(baseUrl: string, name: string): Promise<void> {
  await withAdminClient(baseUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
  console.info(`database ${name} dropped`);
}
