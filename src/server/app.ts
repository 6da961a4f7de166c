/** Assembles the HTTP server: envelope, guard, security headers, routes, and the built web app. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifySchema, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import { fastifyTrustProxy, type Config } from './config.ts';
import type { Database } from './db/client.ts';
import { SessionStore } from './auth/sessions.ts';
import { LoginLimiter } from './auth/login-limiter.ts';
import { installEnvelope, ok, sendFrameworkError, sendNotFound } from './http/envelope.ts';
import { UNSTORABLE_TEXT, unstorablePaths } from './http/body.ts';
import { installGuard } from './http/guard.ts';
import type { ServerContext } from './http/context.ts';
import { registerSessionRoutes } from './modules/session-routes.ts';
import { registerAccountRoutes } from './modules/account-routes.ts';
import { registerMenuRoutes } from './modules/menu-routes.ts';
import { registerParamRoutes } from './modules/param-routes.ts';
import { registerMessageRoutes } from './modules/message-routes.ts';
import { registerOauthRoutes } from './modules/oauth-routes.ts';
import { registerServiceCenterRoutes } from './modules/service-center-routes.ts';
import { registerOpenApiRoute } from './modules/openapi-route.ts';
import { registerLogRoutes } from './modules/log-routes.ts';
import { registerFileRoutes } from './modules/file-routes.ts';
import { registerFormRoutes } from './modules/form-routes.ts';
import { registerDesktopRoutes } from './modules/desktop-routes.ts';
import { registerPortalRoutes } from './modules/portal-routes.ts';
import { registerPeoplePickerRoutes } from './modules/people-picker-routes.ts';
import { registerOrgRelationPickerRoutes } from './modules/org-relation-picker-routes.ts';
import { registerSealRoutes } from './modules/seals.ts';
import { registerCampusRoutes } from './campus/index.ts';
import { registerReservationRoutes } from './modules/reservation/routes.ts';
import { registerTaskFillModule } from './task-fill/index.ts';
import { registerLuckyDrawRoutes } from './modules/lucky-draw/routes.ts';
import { registerChatRoutes } from './chat/routes.ts';
import { registerBpm } from './bpm/index.ts';
import { AppError } from './http/errors.ts';
import { EntityRegistry, loadEntityFiles, entitiesFolder } from './entity/registry.ts';
import { syncEntityTables } from './entity/tables.ts';
import { registerEntityRoutes } from './entity/routes.ts';
import { entityHooks } from './entity/hooks/index.ts';
import type { EntityHooks } from './entity/hooks.ts';
import type { EntityService } from './entity/service.ts';
import { JobRunner } from './jobs/runner.ts';
import { FileUrlSigner } from './modules/file-store.ts';
import { DISPATCH_KIND, dispatchHandler } from './jobs/dispatch.ts';
import { installRealtime, type RealtimeOptions } from './realtime/index.ts';

export interface RouteEntry {
  method: string;
  url: string;
  public: boolean;
  permission: string | readonly string[] | undefined;
  /** The declared request schemas, so tests can send each declared field a wrong type. */
  schema: FastifySchema | undefined;
  /** Takes multipart/form-data (file uploads); every other route refuses it. */
  multipart: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, for the tests that prove each one is guarded. */
    routeTable: RouteEntry[];
    ctx: ServerContext;
    entities: EntityRegistry;
    entityService: EntityService;
    jobs: JobRunner;
  }
}

export interface AppOptions {
  logger?: FastifyServerOptions['logger'];
  /** Extra folders of entity files (tests add fixtures); the shipped src/entities is always read. */
  entityFolders?: string[];
  entityHooks?: Record<string, EntityHooks>;
  /** Real-time channel timings (tests shorten them). */
  realtime?: RealtimeOptions;
}

export async function buildApp(config: Config, database: Database, options: AppOptions = {}): Promise<FastifyInstance> {
  // A broken entity file stops the start-up here, naming the file and the key.
  const entities = new EntityRegistry(loadEntityFiles([entitiesFolder, ...(options.entityFolders ?? [])]));
  await syncEntityTables(database, entities.all().map((e) => e.schema));
  const logger = options.logger ?? false;
  const app = Fastify({
    logger,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: true, useDefaults: true } },
    routerOptions: { maxParamLength: 500 },
    // Router-level failures (e.g. a bad percent-encoding in the path) skip the error handler: envelope them too.
    frameworkErrors: sendFrameworkError,
  });

  const ctx: ServerContext = {
    config,
    database,
    db: database.db,
    sessions: new SessionStore(database.db, config.tokenTtlMs),
    fileSigner: new FileUrlSigner(config.dataDir),
    loginLimiter: new LoginLimiter(database.db, {
      maxPerAccount: config.loginMaxFailures,
      maxPerAddress: config.loginMaxFailures * 4,
      windowMs: config.loginWindowMs,
    }),
  };
  ctx.entities = entities;
  app.decorate('ctx', ctx);
  app.decorate('routeTable', [] as RouteEntry[]);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      // Read the config lazily: hooks of inner scopes (the static files) may still amend it.
      app.routeTable.push({
        method,
        url: route.url,
        get public() {
          return route.config?.public === true;
        },
        get permission() {
          return route.config?.permission;
        },
        get schema() {
          return route.schema;
        },
        get multipart() {
          return route.config?.multipart === true;
        },
      });
    }
  });

  installEnvelope(app);
  await app.register(helmet, {
    // The SPA loads only its own bundle; inline styles are antd's CSS-in-JS.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Form event scripts run in QuickJS compiled to WebAssembly; 'wasm-unsafe-eval' permits compiling
        // wasm only, never JavaScript eval.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameSrc: ["'self'", 'https:', 'http:'],
        // Plain-http installs on an intranet address must keep loading their own assets.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  installGuard(app, ctx);

  // A POST without a body is the same as an empty object, so "no payload" calls validate uniformly.
  app.addHook('preValidation', async (request) => {
    // @fastify/multipart accepts form-data on every route, but only upload routes (config.multipart) read the
    // parts: elsewhere they were dropped and the call ran as if sent no payload. Refuse it instead.
    if (request.isMultipart() && !request.routeOptions.config.multipart) throw new AppError('unsupportedMediaType');
    if (request.method === 'POST' && request.body === undefined) request.body = {};
    if (request.method === 'POST' && (request.body === null || typeof request.body !== 'object' || Array.isArray(request.body))) {
      throw new AppError('validation', {
        errors: [{ path: '/', message: request.lang === 'en' ? 'the body must be a JSON object' : '请求体必须是 JSON 对象' }],
      });
    }
    // NUL, unpaired surrogates, Infinity and very deep nesting failed inside PostgreSQL as a 500 (or were
    // stored as something else); refuse them as invalid input instead, naming each place.
    const unstorable = [...unstorablePaths(request.body), ...unstorablePaths(request.query)];
    if (unstorable.length > 0) {
      const lang = request.lang === 'en' ? 'en' : 'zh';
      throw new AppError('validation', { errors: unstorable.map(({ path, reason }) => ({ path, message: `${path} ${UNSTORABLE_TEXT[reason][lang]}` })) });
    }
  });

  app.get('/healthz', { config: { public: true } }, async () => {
    await database.query('select 1');
    return ok({ status: 'up', database: database.kind });
  });

  registerSessionRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerMenuRoutes(app, ctx);
  registerParamRoutes(app, ctx);
  registerMessageRoutes(app, ctx);
  registerOauthRoutes(app, ctx);
  registerServiceCenterRoutes(app, ctx);
  registerFormRoutes(app, ctx);
  registerDesktopRoutes(app, ctx);
  registerPortalRoutes(app, ctx);
  registerPeoplePickerRoutes(app, ctx);
  registerOrgRelationPickerRoutes(app, ctx);
  registerSealRoutes(app, ctx);
  registerCampusRoutes(app, ctx);
  registerReservationRoutes(app, ctx);
  const taskFillJobHandlers = registerTaskFillModule(app, ctx);
  registerLuckyDrawRoutes(app, ctx);
  registerChatRoutes(app, ctx);
  const bpmJobHandlers = registerBpm(app, ctx);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 20 } });
  app.decorate('entities', entities);
  app.decorate('entityService', registerEntityRoutes(app, ctx, entities, { ...entityHooks, ...options.entityHooks }));
  registerOpenApiRoute(app);
  const runner = new JobRunner(ctx.db, { [DISPATCH_KIND]: dispatchHandler(() => entities.get('sytDispatchingCenter'), () => entities.get('sytDispatchRun')), ...bpmJobHandlers, ...taskFillJobHandlers }, app.log);
  app.decorate('jobs', runner);
  // Finish the job in flight before the database closes.
  app.addHook('onClose', async () => runner.stop());
  registerLogRoutes(app, ctx);
  registerFileRoutes(app, ctx);
  app.decorate('realtime', await installRealtime(app, ctx, options.realtime));

  const webRoot = config.webRoot;
  const hasWeb = webRoot !== undefined && existsSync(join(webRoot, 'index.html'));
  if (hasWeb) {
    await app.register(async (scope) => {
      // The built files are public: mark the static plugin's routes so the guard lets them through.
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, public: true };
      });
      await scope.register(fastifyStatic, {
        root: webRoot,
        index: ['index.html'],
        // The build writes .br and .gz beside each asset (vite.config.ts precompress).
        preCompressed: true,
        // Hashed assets are immutable; the HTML shell must be revalidated so a new build is picked up.
        setHeaders(res, path) {
          res.header('cache-control', path.endsWith('.html') ? 'no-cache' : path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        },
      });
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // Client-side routes (/portal, /login …) are answered with the app shell; API misses with an envelope.
    const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (hasWeb && wantsHtml) {
      // Not returned: Fastify awaits a returned reply (reply.then), which hangs end-of-stream listeners on
      // the response until the file is sent; with @fastify/static's own that passed Node's limit of 10.
      void reply.header('cache-control', 'no-cache').sendFile('index.html');
      return;
    }
    return sendNotFound(request, reply);
  });
  return app;
}
