/** `npm start`: open the database, migrate, seed on first start, serve the API and the built web app. */
import { join } from 'node:path';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seed } from './seed/seed.ts';
import { buildApp } from './app.ts';
import { reconcileDispatchJobs } from './jobs/dispatch.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
const app = await buildApp(config, database, { logger: { level: config.logLevel } });
const seeded = await seed(database.db, {
  demo: config.seedDemo,
  adminPassword: config.adminPassword,
  demoPassword: config.demoPassword,
  entities: app.entities,
});
await reconcileDispatchJobs(database.db, app.entities.get('sytDispatchingCenter'));
app.jobs.start(config.jobPollMs);
await app.listen({ port: config.port, host: config.host });

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const lines = [
  '',
  `Flowhall is running on http://localhost:${port}  (database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
  '',
  'Log in as the administrator: username admin',
];
if (seeded.generatedAdminPassword) lines.push(`  password ${seeded.generatedAdminPassword}   (generated now and shown once: keep it, or start with ADMIN_PASSWORD set on a fresh data directory)`);
else if (seeded.seeded) lines.push('  password: the value of ADMIN_PASSWORD');
else lines.push('  password: the one printed on the first start (or ADMIN_PASSWORD given then)');
if (seeded.demoAccounts.length > 0) {
  lines.push(`Demo accounts: ${seeded.demoAccounts.join(', ')}`);
  lines.push(seeded.generatedDemoPassword ? `  shared password ${seeded.generatedDemoPassword}   (shown once)` : '  shared password: the value of DEMO_PASSWORD');
}
lines.push('');
console.info(lines.join('\n'));

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  // Finish in-flight requests first, then close the database so PGlite's files are left consistent.
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
