import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { QuestionEvents } from './modules/issues/events';
import { Realtime } from './realtime/hub';
import { loadConfig } from './config';
import { databaseTarget, openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { purgeIdempotentRequests } from './http/idempotency';
import { browserAddress, startBanner, terminalLanguage } from './console/startBanner';
import { createLogger, readableLog } from './http/logger';
import { PLATFORM_ADMIN_USER_NAME, ensurePlatformAdmin } from './modules/account/platformAdmin';
import { SESSION_PURGE_INTERVAL_MS, purgeStaleSessions } from './modules/account/sessionPurge';
import { FILE_SWEEP_INTERVAL_MS, sweepFiles } from './modules/attachments/purge';
import { completeDueOrders } from './modules/workOrders/sweep';
import { refundAbandonedReservations } from './modules/ai/credits';
import { purgeExpiredRecycle } from './modules/disk/recycle';
import { openUploadStaging } from './modules/disk/openStaging';
import { sweepDiskUploads } from './modules/disk/tusUploads';
import { FINANCE_SWEEP_INTERVAL_MS, endLapsedPlans, expireDueOrders } from './modules/finance/expireOrders';
import { receiveDueOrders } from './modules/points/mall/pointsOrders';
import { RECYCLE_PURGE_INTERVAL_MS, purgeRecycledProjects } from './modules/projects/recyclePurge';
import { redisNamespace } from './modules/system/installation';
import { mailProviderFor } from './providers/mail';
import { removeIdleSandboxes } from './modules/demo/removal';
import { smsProviderFor } from './providers/smsProviders';
import { moveLegacyImages } from './storage/legacyImages';
import { openFileStorage } from './storage/openStorage';
import { redisEphemeralStore } from './store/redisStore';
import { sqlEphemeralStore } from './store/sqlStore';

/** How long requests in flight may still run after SIGTERM (issue 36). */
const SHUTDOWN_GRACE_MS = 10_000;
/** Then how long sending the waiting mail and closing Redis and the database may take. */
const SHUTDOWN_CLOSE_MS = 5_000;

/** The built web app sits beside the server's bundle in a checkout; without a build the server is API-only. */
function defaultWebDist(): string | undefined {
  const candidate = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
  return fs.existsSync(path.join(candidate, 'index.html')) ? candidate : undefined;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const readable = readableLog(config.logFormat, process.stdout);
  const logger = createLogger(config, { readable });
  // A promise nobody waits on that fails (a socket event published while Redis is away) is logged; it must not
  // end a process that serves every other request well (issue 28). A thrown error still ends it: state may be
  // broken then.
  process.on('unhandledRejection', (reason: unknown) => logger.error({ err: reason }, 'unhandled rejection'));
  const handle = openDatabase(databaseTarget(config), {
    onConnectionError: (error) => logger.warn({ err: error }, 'database connection lost'),
    onCheckpointFailure: (error) => logger.warn({ err: error }, 'SQLite checkpoint thread failed'),
  });
  const migrated = await migrateToLatest(handle.db);
  // Of instances starting together, one says so (issue 36, ADR 0134): the others find nothing left to run.
  if (migrated.length > 0) logger.info({ migrations: migrated }, 'database migrated');
  const store = config.redisUrl
    ? redisEphemeralStore(config.redisUrl, {
        namespace: await redisNamespace(handle.db, { configured: config.redisPrefix, now: new Date() }),
        log: logger,
      })
    : sqlEphemeralStore(handle.db);
  const files = openFileStorage(config);
  const movedImages = await moveLegacyImages(config.dataDir, files);
  if (movedImages > 0) logger.info({ movedImages, storage: files.driver }, 'pictures moved onto the file storage');
  const app = await buildApp(
    {
      config: { ...config, webDist: config.webDist ?? defaultWebDist() },
      db: handle.db,
      dialect: handle.dialect,
      store,
      now: () => new Date(),
      sms: smsProviderFor(config.sms, { log: logger, production: config.production }),
      questionEvents: new QuestionEvents((error) => logger.error({ err: error }, 'issue event listener failed')),
      realtime: new Realtime(),
      files,
      mail: mailProviderFor({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: logger }),
      ...(handle.pool ? { databasePool: handle.pool } : {}),
    },
    logger,
  );
  const admin = await ensurePlatformAdmin(handle.db, { password: config.adminPassword, now: new Date() });
  if (admin.created && admin.generatedPassword) {
    // Printed once, in the message rather than a field: `*.password` fields are redacted from the log.
    logger.warn(
      `Created the platform administrator "admin" with the generated password ${admin.generatedPassword} ` +
        '(shown only now; set ADMIN_PASSWORD to choose it, and change it after signing in)',
    );
  }

  const purge = setInterval(() => {
    const now = new Date();
    const round = Promise.all([purgeStaleSessions(handle.db, now), purgeIdempotentRequests(handle.db, now)]);
    app.metrics.sweep('sessions', round).then(
      ([removed, answers]) => {
        if (removed > 0) logger.info({ removed }, 'stale sessions purged');
        if (answers > 0) logger.info({ answers }, 'expired idempotent answers purged');
      },
      (error: unknown) => logger.error({ err: error }, 'stale session purge failed'),
    );
  }, SESSION_PURGE_INTERVAL_MS);
  purge.unref();
  const recyclePurge = setInterval(() => {
    app.metrics.sweep('recycled-projects', purgeRecycledProjects(handle.db, new Date(), files)).then(
      (removed) => {
        if (removed.length > 0) logger.info({ projectIds: removed }, 'recycled projects purged');
      },
      (error: unknown) => logger.error({ err: error }, 'recycle-bin purge failed'),
    );
  }, RECYCLE_PURGE_INTERVAL_MS);
  recyclePurge.unref();
  // The sweep's own view of the resumable uploads' staging: what every instance shares, or this one's folder.
  const uploadStaging = await openUploadStaging({ config, files, store });
  const fileSweep = setInterval(() => {
    const now = new Date();
    const round = Promise.all([
      sweepFiles(handle.db, files, now),
      purgeExpiredRecycle(handle.db, files, now),
      sweepDiskUploads({ db: handle.db, staging: uploadStaging }, now),
    ]);
    app.metrics.sweep('files', round).then(
      ([removed, diskPurged, diskUploads]) => {
        if (removed.attachments + removed.downloads + removed.workOrderImages + diskPurged + diskUploads > 0) {
          logger.info({ ...removed, diskPurged, diskUploads }, 'abandoned files removed');
        }
      },
      (error: unknown) => logger.error({ err: error }, 'file sweep failed'),
    );
  }, FILE_SWEEP_INTERVAL_MS);
  fileSweep.unref();
  // What falls due with time: unpaid orders, paid plans, shipped points orders, work orders left awaiting
  // confirmation, AI credits a stopped server left set aside, and idle demo sandboxes. Each step is a conditional
  // update, so every instance may run it.
  const dueSweep = setInterval(() => {
    const now = new Date();
    const round = Promise.all([
      expireDueOrders(handle.db, now),
      endLapsedPlans(handle.db, now),
      receiveDueOrders(handle.db, now),
      completeDueOrders(handle.db, now),
      refundAbandonedReservations(handle.db, now),
      // Its own failure is logged on its own, so a sandbox that cannot be removed hides none of the other steps' lines.
      removeIdleSandboxes({ db: handle.db, files }, now).catch((error: unknown) => {
        logger.error({ err: error }, 'idle demo sandbox removal failed');
        return 0;
      }),
    ]);
    app.metrics.sweep('due', round).then(
      ([expired, lapsed, received, completed, refunded, sandboxes]) => {
        if (expired > 0) logger.info({ expired }, 'unpaid orders expired');
        if (lapsed.length > 0) logger.info({ userIds: lapsed }, 'paid plans ended');
        if (received > 0) logger.info({ received }, 'points orders received after 14 days');
        if (completed > 0) logger.info({ completed }, 'work orders completed after 7 days awaiting confirmation');
        if (refunded > 0) logger.info({ refunded }, 'AI credits of abandoned requests given back');
        if (sandboxes > 0) logger.info({ sandboxes }, 'idle demo sandboxes removed');
      },
      (error: unknown) => logger.error({ err: error }, 'due sweep failed'),
    );
  }, FINANCE_SWEEP_INTERVAL_MS);
  dueSweep.unref();

  let stopping = false;
  // Issue 36, ADR 0136: stop accepting, let requests in flight finish (up to SHUTDOWN_GRACE_MS), tell sockets to
  // reconnect (to another instance behind a proxy), send the notification mail batches waiting, close the database.
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    clearInterval(purge);
    clearInterval(recyclePurge);
    clearInterval(fileSweep);
    clearInterval(dueSweep);
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // Requests still running then are cut, so that the mail and the database are still closed properly after them.
    setTimeout(() => {
      app.log.warn('requests still running after the shutdown grace; closing their connections');
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS).unref();
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS + SHUTDOWN_CLOSE_MS).unref();
    app
      .close()
      .then(() => store.close())
      .then(() => handle.close())
      .then(
        () => {
          app.log.info('shut down');
          process.exit(0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  // Issue 38, point 9: on a terminal, what the person needs in one frame that the log does not scroll away.
  if (readable) {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const banner = startBanner({
      address: browserAddress({ host: config.host, configuredPort: config.port, port, publicUrl: config.publicUrl }),
      administrator: PLATFORM_ADMIN_USER_NAME,
      admin,
      passwordFromEnvironment: config.adminPassword !== undefined,
      language: terminalLanguage(process.env),
    });
    process.stdout.write(`\n${banner}\n\n`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
