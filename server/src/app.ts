import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkingSerializerCompiler, checkWrittenAnswer, plainSerializerCompiler } from './lib/answer-check';
import type { AppDeps } from './deps';
import { HttpError } from './lib/http-errors';
import { serializeRequest } from './lib/log-redaction';
import { MULTIPART_LIMITS } from './media/storage';
import { answerCachePlugin } from './plugins/answer-cache';
import { authPlugin } from './plugins/auth';
import { clientErrorHandler, errorsPlugin, frameworkErrorHandler } from './plugins/errors';
import { pgRateLimitStore, pruneRateLimits } from './plugins/rate-limit-store';
import { unreadBodyPlugin } from './plugins/unread-body';
import { documentedAnswerHook, openapiPlugin } from './openapi';
import { apiRoutes, named } from './routes';

export type BuildOptions = {
  logger?: boolean | object;
  /** Check every answer against its contract (ADR 007): the tests' apps do, production does not. */
  checkAnswers?: boolean;
};
export type RouteEntry = {
  method: string;
  url: string;
  public: boolean;
  roles: readonly string[];
  /** The statuses whose answer the route describes with a contract schema. */
  answers: readonly string[];
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every registered route with who may call it: the permission test walks this list. */
    routeTable: RouteEntry[];
  }
}

/** Any logger the app is given logs request URLs with their tokens and signatures redacted. */
function withRedaction(logger: BuildOptions['logger']) {
  if (!logger) return false;
  const options = (logger === true ? {} : logger) as { serializers?: Record<string, unknown> };
  return { ...options, serializers: { ...options.serializers, req: serializeRequest } };
}

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(deps: AppDeps, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withRedaction(opts.logger),
    // A number of proxies in front: the nearest `n` hops are believed (hop 0 is the socket's peer).
    trustProxy: typeof deps.config.trustProxy === 'number' ? trustHops(deps.config.trustProxy) : deps.config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 1024 * 1024,
    // Our own handler answers `{ detail }`; Fastify's default would leak its own shape.
    return503OnClosing: true,
    // Refused before routing (a malformed path, an over-long parameter; a request Node's
    // parser rejects): `{ detail }` too, never Fastify's shape or the path sent back.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(opts.checkAnswers ? checkingSerializerCompiler : plainSerializerCompiler);
  if (opts.checkAnswers) {
    app.addHook('onSend', checkWrittenAnswer);
    app.addHook('onSend', documentedAnswerHook(app));
  }
  app.decorate('deps', deps);
  app.decorate('routeTable', [] as RouteEntry[]);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.routeTable.push({
        method,
        url: route.url,
        // Read when asked: a plugin's own onRoute hook (the reference page's, openapi/index.ts) may mark it after this one ran.
        get public() {
          return Boolean(route.config?.public);
        },
        roles: route.config?.roles ?? ['admin'],
        answers: Object.keys((route.schema?.response as Record<string, unknown> | undefined) ?? {}),
      });
    }
  });

  await app.register(errorsPlugin);
  await app.register(unreadBodyPlugin);
  // Counted in PostgreSQL, so every API process behind a load balancer shares one count.
  await app.register(rateLimit, {
    global: false,
    store: pgRateLimitStore(deps.db.$client),
    errorResponseBuilder: (_req, ctx) =>
      new HttpError(429, `Too many attempts. Try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`, {
        'retry-after': String(Math.ceil(ctx.ttl / 1000)),
      }),
  });
  const prune = setInterval(() => void pruneRateLimits(deps.db.$client).catch(() => {}), 10 * 60_000);
  prune.unref();
  app.addHook('onClose', async () => clearInterval(prune));
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(authPlugin, { db: deps.db, secret: deps.secrets.jwt });
  await app.register(answerCachePlugin, { db: deps.db, timezone: deps.config.timezone, media: deps.media });
  // Before the routes: @fastify/swagger collects them as they register.
  await app.register(openapiPlugin);
  await app.register(named('api', apiRoutes), { prefix: '/api' });
  return app;
}
