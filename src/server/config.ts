/** Server configuration, read once from the environment. */
import { resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Where the built web app lives; absent in API-only tests. */
  webRoot: string | undefined;
  seedDemo: boolean;
  adminPassword: string | undefined;
  demoPassword: string | undefined;
  /** Sliding session lifetime. */
  tokenTtlMs: number;
  /** How many failed logins per account or address within the window before a lock. */
  loginMaxFailures: number;
  loginWindowMs: number;
  bodyLimitBytes: number;
  logLevel: string;
  /**
   * Which proxies may name the client in X-Forwarded-For (the login limits count per client address): false,
   * true (any: only behind a proxy that overwrites the header), a hop count, or proxy addresses/CIDRs,
   * passed to Fastify's trustProxy as they are.
   */
  trustProxy: boolean | number | string[];
  /** How often the job runner polls for due jobs; 0 turns it off. */
  jobPollMs: number;
  /** Internal hosts process listeners may call (webhooks to campus systems); all others internal are refused. */
  webhookAllowHosts: string[];
  /** Largest file `/file/upload` accepts. */
  fileMaxBytes: number;
  /** Upload quota of one account per day (UTC): total bytes and number of files; 0 means no limit. */
  fileDailyQuotaBytes: number;
  fileDailyQuotaFiles: number;
  /** Daily quotas of one account (UTC day; 0 = no limit) for what anyone signed in may repeat: client log entries uploaded, service feedback, new desktops, service hit counts. */
  clientLogDailyQuota: number;
  feedbackDailyQuota: number;
  desktopDailyQuota: number;
  hitDailyQuota: number;
  /** STOMP_RELAY_URL: relay the real-time channel to RabbitMQ's STOMP plugin instead of the embedded broker. */
  stompRelayUrl: string | undefined;
}

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isFinite(n) ? n : fallback;
}

/** `true`/`false`, a hop count, or a comma-separated list of addresses and CIDRs (Fastify's own forms). */
export function trustProxy(value: string | undefined): boolean | number | string[] {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text.split(',').map((entry) => entry.trim()).filter(Boolean);
}

/**
 * Fastify's trustProxy, except that a hop count means what Express and proxy-addr make of it: the address
 * that many hops back is the client. Fastify 5 ignores bare hop counts, because a client that reaches
 * the server directly can forge the hops; a count is only for servers reachable through the proxies alone.
 */
export function fastifyTrustProxy(value: Config['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR || './data');
  return {
    port: int(env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    webRoot: env.WEB_ROOT === '' ? undefined : resolve(env.WEB_ROOT || './dist/web'),
    seedDemo: env.SEED_DEMO !== 'false',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    demoPassword: env.DEMO_PASSWORD || undefined,
    tokenTtlMs: int(env.TOKEN_TTL_MINUTES, 120) * 60_000,
    loginMaxFailures: int(env.LOGIN_MAX_FAILURES, 5),
    loginWindowMs: int(env.LOGIN_WINDOW_MINUTES, 15) * 60_000,
    bodyLimitBytes: int(env.BODY_LIMIT_BYTES, 1024 * 1024),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: trustProxy(env.TRUST_PROXY),
    jobPollMs: int(env.JOB_POLL_MS, 1000),
    webhookAllowHosts: (env.WEBHOOK_ALLOW_HOSTS ?? '').split(',').map((h) => h.trim()).filter(Boolean),
    fileMaxBytes: int(env.FILE_MAX_BYTES, 5 * 1024 * 1024),
    fileDailyQuotaBytes: int(env.FILE_DAILY_QUOTA_BYTES, 200 * 1024 * 1024),
    fileDailyQuotaFiles: int(env.FILE_DAILY_QUOTA_FILES, 500),
    clientLogDailyQuota: int(env.CLIENT_LOG_DAILY_QUOTA, 1000),
    feedbackDailyQuota: int(env.FEEDBACK_DAILY_QUOTA, 20),
    desktopDailyQuota: int(env.DESKTOP_DAILY_QUOTA, 20),
    hitDailyQuota: int(env.HIT_DAILY_QUOTA, 500),
    stompRelayUrl: env.STOMP_RELAY_URL || undefined,
  };
}
