import { randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import { API_BASE } from '@questline/contract';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps';
import { registerDemoGuard } from './modules/demo/guard';
import { diagnosticsRoutes } from './modules/diagnostics/routes';
import { demoRoutes } from './modules/demo/routes';
import { adminRoutes } from './modules/admin/routes';
import { imRoutes } from './modules/im/routes';
import { imTokenRoutes } from './modules/im/tokenRoutes';
import { lookupImToken } from './modules/im/imTokens';
import { attachImNamespace } from './modules/im/socket';
import { cachedCallerLookup, registerAccessControl } from './http/access';
import { registerBodyProgress } from './http/bodyProgress';
import { registerErrorMapper, routerFaultHandler } from './http/errorMapper';
import { registerIdempotency } from './http/idempotency';
import { registerAnswerCompression } from './http/answerCompression';
import { registerReadCache } from './http/readCache';
import { answerHeaders, registerAnswerHeaders, securityHeadersFor } from './http/securityHeaders';
import { createLogger } from './http/logger';
import { RequestLog } from './http/requestLog';
import { Metrics } from './http/metrics';
import { observeAnswer, registerMetrics } from './http/metricsRoute';
import { registerRequestContext, requestIdFrom } from './http/requestContext';
import { queryTiming } from './db/queryTiming';
import { zodValidatorCompiler } from './http/validation';
import { registerWebApp } from './http/webApp';
import { accountRoutes } from './modules/account/routes';
import { attachmentRoutes } from './modules/attachments/routes';
import { downloadRoutes } from './modules/downloads/routes';
import { livingSessions, lookupSession } from './modules/account/sessions';
import { knowledgeContentRoutes } from './modules/knowledge/contentRoutes';
import { knowledgeImageRoutes } from './modules/knowledge/imageRoutes';
import { knowledgeRoutes } from './modules/knowledge/routes';
import { knowledgeShareRoutes } from './modules/knowledge/shareRoutes';
import { commerceRoutes } from './modules/finance/commerceRoutes';
import { memberRoutes } from './modules/members/routes';
import { memberInvitationRoutes } from './modules/memberInvitations/routes';
import { joiningRoutes } from './modules/joining/routes';
import { pointsRoutes } from './modules/points/routes';
import { portalRoutes } from './modules/portal/routes';
import { detailRoutes } from './modules/detail/routes';
import { questionRoutes } from './modules/issues/routes';
import { iterationRoutes } from './modules/iterations/routes';
import { testCaseRoutes } from './modules/testing/caseRoutes';
import { testTaskRoutes } from './modules/testing/taskRoutes';
import { planRoutes } from './modules/plans/routes';
import { apiTestingRoutes } from './modules/apiTesting/routes';
import { profileRoutes } from './modules/profile/routes';
import { setLimitsEdition } from './modules/projects/planLimits';
import { projectAccess } from './modules/projects/policy';
import { projectRoutes } from './modules/projects/routes';
import { projectModuleRoutes } from './modules/projectModules/routes';
import { projectSettingsRoutes } from './modules/projectSettings/routes';
import { issueShareRoutes } from './modules/issueShares/routes';
import { socialRoutes } from './modules/social/routes';
import { redisNamespace } from './modules/system/installation';
import { systemRoutes } from './modules/system/routes';
import { teamRoutes } from './modules/teams/routes';
import { noticeRoutes } from './modules/notices/routes';
import { announcementRoutes } from './modules/notices/announcementRoutes';
import { startNotifications } from './modules/notices/notify';
import { workOrderRoutes } from './modules/workOrders/routes';
import { searchRoutes } from './modules/search/routes';
import { diskRoutes } from './modules/disk/routes';
import { diskShareRoutes } from './modules/disk/shareRoutes';
import { recordingRoutes } from './modules/recording/routes';
import { mobileUploadRoutes } from './modules/mobileUpload/routes';
import { aiRoutes } from './modules/ai/routes';
import { startProjectRoomEvents } from './modules/stats/questionChanged';
import { statsRoutes } from './modules/stats/routes';
import { todoRoutes } from './modules/todos/routes';
import { attachSocketServer } from './realtime/socketServer';
import { memoryReadGenerations, redisReadGenerations } from './store/readGenerations';

/** `logger` is passed when start-up already built it for the providers (main.ts). */
export async function buildApp(
  given: AppDeps,
  logger: FastifyBaseLogger = createLogger(given.config),
): Promise<FastifyInstance> {
  const { config } = given;
  // Issue 36 (ADR 0135): every statement the app runs is timed for /metrics.
  const metrics = new Metrics();
  const deps: AppDeps = {
    ...given,
    db: given.db.withPlugin(queryTiming((kind, seconds) => metrics.observeQuery(kind, seconds))),
  };
  metrics.watch({
    sockets: () => deps.realtime.connections(),
    ...(deps.databasePool ? { pool: deps.databasePool } : {}),
  });
  setLimitsEdition(config.edition);
  const setAnswerHeaders = answerHeaders(securityHeadersFor(config));
  const { headersMs, bodyWindowMs, bodyMinBytesPerSecond } = config.requestTimeouts;
  const app = Fastify({
    loggerInstance: logger,
    genReqId: (request) => requestIdFrom(request.headers['x-request-id'], randomUUID),
    // One line per request, at a level that follows its outcome (ADR 0107).
    logController: new RequestLog(observeAnswer(metrics)),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: routerFaultHandler(config.bodyLimitBytes, setAnswerHeaders),
    // Node answers 408 to headers slower than this; it looks for them every 30 s unless told (ADR 0097).
    http: { headersTimeout: headersMs, connectionsCheckingInterval: Math.min(headersMs / 4, 5000) },
    // While the server shuts down, a request that reached it on a connection already open is answered as usual,
    // with `Connection: close`, rather than with a 503 a proxy would hand to the person (issue 36, ADR 0136).
    return503OnClosing: false,
  });
  // First of all hooks, so that no answer given by a hook (the access check's 401 and 403) goes out without them.
  registerAnswerHeaders(app, setAnswerHeaders);
  registerBodyProgress(app, { windowMs: bodyWindowMs, minBytesPerSecond: bodyMinBytesPerSecond });
  // Only where the socket events' debug lines are written: on Node 20 an AsyncLocalStorage costs every promise of
  // the process about 90 ns once it is in use, some 25 µs of a signed-in call (ADR 0135, docs/PERFORMANCE.md).
  if (config.logLevel === 'debug' || config.logLevel === 'trace') registerRequestContext(app);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorMapper(app, config.bodyLimitBytes);
  // Every key and channel in a Redis that other installations may share carries this one's namespace.
  const redis = config.redisUrl
    ? {
        url: config.redisUrl,
        namespace: await redisNamespace(deps.db, { configured: config.redisPrefix, now: deps.now() }),
        log: logger,
      }
    : undefined;
  // Several processes share the write counters through Redis, one process keeps them itself (ADR 0085).
  const generations = redis ? redisReadGenerations(redis.url, redis) : memoryReadGenerations();
  app.addHook('onClose', () => generations.close());
  registerAccessControl(
    app,
    cachedCallerLookup((token) => lookupSession(deps, token), {
      generation: () => generations.shared(),
      now: deps.now,
      maxEntries: 10_000,
    }),
    (token) => lookupImToken(deps, token),
  );
  registerMetrics(app, metrics, config.metricsToken);
  registerDemoGuard(app, deps);
  registerReadCache(app, { generations, now: deps.now });
  registerIdempotency(app, deps);
  // Large API answers (lists, detail with history) go out compressed, each in one call (ADR 0152); streams through
  // @fastify/compress. Both before @fastify/static, which sets its own Content-Encoding for the precompressed assets
  // and so is skipped here. Brotli at a middle quality: the highest levels cost more CPU per answer than they save in
  // bytes (ADR 0026). Request bodies are never inflated.
  registerAnswerCompression(app);
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    globalDecompression: false,
  });
  await app.register(swagger, {
    openapi: { info: { title: 'Questline API', version: '0.1.0' }, servers: [{ url: '/' }] },
    transform: jsonSchemaTransform,
  });

  // Before the routes: the work-order desk hands its notification e-mail to the same batching mailer.
  const notifications = startNotifications(deps, app.log);
  metrics.watch({ mail: () => notifications.mailer.backlog });
  app.addHook('onClose', () => notifications.stop());
  await app.register(
    async (api) => {
      await api.register(systemRoutes(deps));
      await api.register(accountRoutes(deps));
      await api.register(profileRoutes(deps));
      await api.register(socialRoutes(deps));
      await api.register(projectRoutes(deps));
      await api.register(memberRoutes(deps));
      await api.register(teamRoutes(deps));
      await api.register(memberInvitationRoutes(deps));
      await api.register(joiningRoutes(deps));
      await api.register(pointsRoutes(deps));
      await api.register(projectModuleRoutes(deps));
      await api.register(projectSettingsRoutes(deps));
      await api.register(questionRoutes(deps));
      await api.register(attachmentRoutes(deps));
      await api.register(downloadRoutes(deps));
      await api.register(issueShareRoutes(deps));
      await api.register(testCaseRoutes(deps));
      await api.register(testTaskRoutes(deps));
      await api.register(iterationRoutes(deps));
      await api.register(planRoutes(deps));
      await api.register(apiTestingRoutes(deps));
      await api.register(portalRoutes(deps));
      await api.register(detailRoutes(deps));
      await api.register(knowledgeRoutes(deps));
      await api.register(knowledgeContentRoutes(deps));
      await api.register(knowledgeShareRoutes(deps));
      await api.register(knowledgeImageRoutes(deps));
      await api.register(todoRoutes(deps));
      await api.register(noticeRoutes(deps));
      await api.register(announcementRoutes(deps));
      await api.register(statsRoutes(deps));
      await api.register(commerceRoutes(deps));
      await api.register(workOrderRoutes(deps, notifications.mailer));
      await api.register(diskRoutes(deps));
      await api.register(diskShareRoutes(deps));
      await api.register(recordingRoutes(deps));
      await api.register(mobileUploadRoutes(deps));
      await api.register(demoRoutes(deps));
      await api.register(diagnosticsRoutes(deps));
      await api.register(aiRoutes(deps));
      await api.register(searchRoutes(deps));
      await api.register(adminRoutes(deps));
      await api.register(imTokenRoutes(deps));
      await api.register(imRoutes(deps));
    },
    { prefix: API_BASE },
  );
  attachSocketServer(
    app,
    deps,
    {
      lookupSession: (token) => lookupSession(deps, token, { renew: false }),
      livingSessions: (sessionIds) => livingSessions(deps.db, sessionIds, deps.now()),
      checkProjectMember: async (projectId, userId) => {
        await projectAccess(deps.db, { projectId, userId, atLeast: 'member' });
      },
      attachNamespaces: (io) => attachImNamespace(io, deps, app.log),
    },
    redis,
  );
  const stopProjectRoomEvents = startProjectRoomEvents(deps);
  app.addHook('onClose', async () => stopProjectRoomEvents());
  if (config.webDist) await registerWebApp(app, config.webDist, config.edition);
  return app;
}
