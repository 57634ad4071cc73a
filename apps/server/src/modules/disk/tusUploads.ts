import { randomBytes } from 'node:crypto';
import {
  API_BASE,
  DISK_DEPTH_MAX,
  DISK_FILE_MAX_BYTES,
  DISK_NAME_MAX,
  DISK_PATHS,
  type Locale,
  ResultCode,
  diskFolderPath,
  formatByteSize,
  formatMessage,
  isDiskName,
} from '@questline/contract';
import { EVENTS, Server, type Upload } from '@tus/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { AppError, failure } from '../../http/errors';
import { callerOf } from '../../http/access';
import { requestLocale } from '../../http/locale';
import { type DiskUploadRow, landUpload } from './landing';
import { DISK_UPLOAD_TTL_MS, UPLOAD_NAME, type UploadStaging } from './staging';
import { liveFolder } from './tree';
import { quotaOf, releaseBytes, reserveBytes } from './usage';

type Db = AppDeps['db'];

/** Forgets an upload that will not land: its row, its reserved bytes and what is staged of it. */
async function dropUpload(db: Db, staging: UploadStaging, name: string): Promise<void> {
  const row = await db.deleteFrom('disk_uploads').where('id', '=', name).returningAll().executeTakeFirst();
  if (row) await releaseBytes(db, { ownerId: row.owner_id, bytes: Number(row.size) });
  await staging.discard(name);
}

/** The hourly sweep: uploads older than DISK_UPLOAD_TTL_MS are dropped; answers how many. */
export async function sweepDiskUploads(deps: { db: Db; staging: UploadStaging }, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - DISK_UPLOAD_TTL_MS).toISOString();
  const stale = await deps.db.selectFrom('disk_uploads').select('id').where('create_time', '<', cutoff).execute();
  for (const { id } of stale) await dropUpload(deps.db, deps.staging, id);
  return stale.length;
}

interface UploadCaller {
  userId: number;
  locale: Locale;
}

/** What tus answers for a refusal: the envelope, so the page shows the message as for any other call. */
class TusRefusal {
  constructor(
    readonly status_code: number,
    readonly body: string,
  ) {}
}

function refusal(locale: Locale, status: number, error: AppError): TusRefusal {
  return new TusRefusal(
    status,
    JSON.stringify({ code: error.code, msg: formatMessage(locale, error.key, error.params) }),
  );
}

/**
 * The tus 1.0 endpoint of the network disk (issue 32, ADR 0115, 0133) on @tus/server: a resumable upload is staged
 * (staging.ts: DATA_DIR/uploads, or the bucket) until its last byte, then lands in the file storage (landing.ts). Its
 * length is declared and counted against the quota when it is created; every later request is checked against the
 * upload's owner.
 */
export function diskUploads(deps: AppDeps, staging: UploadStaging) {
  const callers = new WeakMap<object, UploadCaller>();
  const callerOfUpload = (req: { runtime?: { node?: { req: object } } }): UploadCaller => {
    const caller = req.runtime?.node ? callers.get(req.runtime.node.req) : undefined;
    if (!caller) throw new Error('tus request without a caller');
    return caller;
  };
  /** The caller's upload that tus knows as `id`; 404 for anyone else's and for an id the staging does not make. */
  const ownUpload = async (caller: UploadCaller, id: string): Promise<DiskUploadRow> => {
    const row = await deps.db
      .selectFrom('disk_uploads')
      .selectAll()
      .where('id', '=', staging.nameOf(id) ?? '')
      .where('owner_id', '=', caller.userId)
      .executeTakeFirst();
    if (!row) throw refusal(caller.locale, 404, failure('diskUploadUnknown'));
    return row;
  };
  // tus reserves (onUploadCreate) before the staging creates the upload; a staging that fails then (the bucket away,
  // a full disk) must not leave the bytes reserved until the sweep a day later.
  const { datastore } = staging;
  const createStaged = datastore.create.bind(datastore);
  datastore.create = async (upload) => {
    try {
      return await createStaged(upload);
    } catch (error) {
      const name = staging.nameOf(upload.id);
      if (name) await dropUpload(deps.db, staging, name).catch(() => undefined);
      throw error;
    }
  };

  const server = new Server({
    path: `${API_BASE}${DISK_PATHS.upload}`,
    datastore,
    locker: staging.locker,
    relativeLocation: true,
    allowedOrigins: [],
    maxSize: DISK_FILE_MAX_BYTES,
    namingFunction: () => staging.idOf(randomBytes(16).toString('hex')),
    // Addresses name an upload by its 32 hex digits whatever tus calls it (with the bucket, the object's name).
    generateUrl: (_req, { path, id }) => `${path}/${staging.nameOf(id) ?? ''}`,
    getFileIdFromRequest: (_req, lastPath) =>
      lastPath && UPLOAD_NAME.test(lastPath) ? staging.idOf(lastPath) : undefined,
    async onUploadCreate(req, upload) {
      const caller = callerOfUpload(req);
      const { locale } = caller;
      const invalidPath = () => refusal(locale, 400, failure('diskUploadPathInvalid', { max: DISK_DEPTH_MAX }));
      if (upload.size === undefined) throw refusal(locale, 400, failure('diskUploadLengthRequired'));
      if (upload.size > DISK_FILE_MAX_BYTES) {
        throw refusal(locale, 413, failure('diskFileTooLarge', { max: formatByteSize(DISK_FILE_MAX_BYTES) }));
      }
      const metadata = upload.metadata ?? {};
      const name = metadata.filename ?? '';
      const relativePath = metadata.relativePath ?? '';
      if (!isDiskName(name)) throw refusal(locale, 400, failure('diskNameInvalid', { max: DISK_NAME_MAX }));
      if (relativePath !== '' && (diskFolderPath(relativePath) === undefined || !relativePath.endsWith(`/${name}`))) {
        throw invalidPath();
      }
      const folderId = metadata.folderId ? Number(metadata.folderId) : null;
      if (folderId !== null && !Number.isSafeInteger(folderId)) throw invalidPath();
      const now = deps.now();
      try {
        await liveFolder(deps.db, caller.userId, folderId);
        const quota = await quotaOf(deps.db, { ownerId: caller.userId, edition: deps.config.edition, now });
        await reserveBytes(deps.db, { ownerId: caller.userId, bytes: upload.size, quota });
      } catch (error) {
        if (error instanceof AppError) throw refusal(locale, error.code === ResultCode.notFound ? 404 : 403, error);
        throw error;
      }
      const reserved = upload.size;
      const rowId = staging.nameOf(upload.id);
      if (rowId === undefined) throw new Error(`tus named an upload ${upload.id}`);
      await deps.db
        .insertInto('disk_uploads')
        .values({
          id: rowId,
          owner_id: caller.userId,
          folder_id: folderId,
          relative_path: relativePath,
          name,
          size: reserved,
          create_time: now.toISOString(),
        })
        .execute()
        .catch(async (error: unknown) => {
          // Without its row nothing would ever give the reserved bytes back.
          await releaseBytes(deps.db, { ownerId: caller.userId, bytes: reserved });
          throw error;
        });
      return {};
    },
    async onIncomingRequest(req, uploadId) {
      if (req.method !== 'POST') await ownUpload(callerOfUpload(req), uploadId);
    },
    async onUploadFinish(req, upload: Upload) {
      const caller = callerOfUpload(req);
      const row = await ownUpload(caller, upload.id);
      const entry = await landUpload(deps, { upload: row, staging, now: deps.now() });
      // Landed: what is staged is no longer needed; should removing it fail, the upload's row is gone already and
      // the staged bytes stay (the folder is the instance's own; a bucket's are under uploads/).
      await staging.discard(row.id).catch(() => undefined);
      return {
        status_code: 200,
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify({ code: ResultCode.ok, msg: formatMessage(caller.locale, 'ok'), data: entry }),
      };
    },
    onResponseError(_req, error) {
      return error instanceof TusRefusal ? { status_code: error.status_code, body: error.body } : undefined;
    },
  });
  // The client gave up an upload: its bytes come back at once; should that fail, the sweep gives them back later.
  server.on(EVENTS.POST_TERMINATE, (_req, _res, id) => {
    const name = staging.nameOf(id);
    if (name) dropUpload(deps.db, staging, name).catch(() => undefined);
  });

  return {
    /** Hands a request the access hook let through to tus, with the caller it was let through for. */
    async handle(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      callers.set(request.raw, { userId: callerOf(request).userId, locale: requestLocale(request) });
      reply.hijack();
      await server.handle(request.raw, reply.raw);
    },
  };
}
