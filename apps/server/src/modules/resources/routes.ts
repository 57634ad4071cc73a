import multipart from '@fastify/multipart';
import {
  RESOURCE_COVER_MAX_BYTES,
  RESOURCE_FILE_MAX_BYTES,
  RESOURCE_PATHS,
  editResourceBody,
  resourceBody,
  resourceFileParams,
  resourceIdParams,
  resourceLinkBody,
  resourceListQuery,
  resourceOrderBody,
  resourceRedeemBody,
  resourceTicketParams,
} from '@questline/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok, page } from '../../http/envelope';
import { readFilePart } from '../../http/filePart';
import { requestLocale } from '../../http/locale';
import { auditActor } from '../admin/auditLog';
import { sendStoredFile } from '../../http/sendFile';
import { sendStoredImage } from '../../http/storedImage';
import {
  addResource,
  editResource,
  listAllResources,
  receiveResourceFile,
  removeResource,
  removeResourceFile,
  storeResourceCover,
} from './admin';
import { listResources, resourceDetail, storeHome } from './catalogue';
import { issueResourceLink, openResourceLink } from './downloadLinks';
import { orderResource, redeemResource } from './purchase';

const tags = ['resource store'];
const user = { access: 'user' } as const;
const admin = { access: 'platformAdmin' } as const;

/**
 * The resource store (issue 32, ADR 0117): browsing, buying (money or points), download links for the entitled, and
 * the platform administrators' publishing. Registered among the commerce routes (ADR 0103).
 */
export function resourceRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, { throwFileSizeLimit: false });
    const { db } = deps;
    const viewer = (request: FastifyRequest) => ({ userId: callerOf(request).userId, now: deps.now() });
    const answer = async (request: FastifyRequest, work: Promise<unknown>) => ok(requestLocale(request), await work);

    app.get(
      RESOURCE_PATHS.home,
      { config: user, schema: { summary: 'The resource store’s front page', tags } },
      (request) => answer(request, storeHome(db, viewer(request))),
    );
    app.get(
      RESOURCE_PATHS.list,
      {
        config: user,
        schema: { summary: 'Published resources by category or title', tags, querystring: resourceListQuery },
      },
      async (request) => {
        const { rows, total } = await listResources(db, request.query);
        return page(requestLocale(request), rows, total);
      },
    );
    app.get(
      `${RESOURCE_PATHS.info(0).replace(/0$/, '')}:id`,
      {
        config: user,
        schema: { summary: 'A published resource and what I may do with it', tags, params: resourceIdParams },
      },
      (request) => answer(request, resourceDetail(db, viewer(request), request.params.id)),
    );
    app.post(
      RESOURCE_PATHS.order,
      { config: user, schema: { summary: 'Orders a resource at its one-off price', tags, body: resourceOrderBody } },
      (request) =>
        answer(
          request,
          orderResource(db, { ...viewer(request), expireMs: deps.config.finance.orderExpireMs }, request.body),
        ),
    );
    app.post(
      RESOURCE_PATHS.redeem,
      { config: user, schema: { summary: 'Buys a resource with points', tags, body: resourceRedeemBody } },
      (request) => answer(request, redeemResource(db, viewer(request), request.body.resourceId)),
    );
    app.post(
      RESOURCE_PATHS.link,
      {
        config: user,
        schema: { summary: 'A short-lived download link for the entitled', tags, body: resourceLinkBody },
      },
      (request) => answer(request, issueResourceLink(deps, { ...viewer(request), ...request.body })),
    );
    app.get(
      `${RESOURCE_PATHS.download}/:ticket`,
      {
        config: { ...user, sessionCookie: true },
        schema: {
          summary: 'A resource file, to the person its link was handed to',
          tags,
          params: resourceTicketParams,
        },
      },
      async (request, reply) => {
        const file = await openResourceLink(deps, { ticket: request.params.ticket, userId: callerOf(request).userId });
        return sendStoredFile(request, reply, deps.files, file);
      },
    );
    app.get(
      `${RESOURCE_PATHS.cover}/:name`,
      {
        config: { access: 'public' },
        schema: { summary: 'A resource cover', tags, params: z.strictObject({ name: z.string().max(64) }) },
      },
      async (request, reply) => sendStoredImage(reply, deps.files, 'resourceCovers', request.params.name),
    );

    app.get(RESOURCE_PATHS.admin, { config: admin, schema: { summary: 'Every resource', tags } }, (request) =>
      answer(request, listAllResources(db)),
    );
    app.post(
      RESOURCE_PATHS.admin,
      { config: admin, schema: { summary: 'Adds a resource', tags, body: resourceBody } },
      (request) =>
        answer(request, addResource(db, { actor: auditActor(request), fields: request.body, now: deps.now() })),
    );
    app.put(
      RESOURCE_PATHS.admin,
      { config: admin, schema: { summary: 'Edits a resource', tags, body: editResourceBody } },
      (request) =>
        answer(request, editResource(deps, { actor: auditActor(request), fields: request.body, now: deps.now() })),
    );
    app.delete(
      `${RESOURCE_PATHS.admin}/:id`,
      { config: admin, schema: { summary: 'Removes a resource and its files', tags, params: resourceIdParams } },
      (request) =>
        answer(
          request,
          removeResource(deps, { actor: auditActor(request), resourceId: request.params.id }).then(() => null),
        ),
    );
    app.post(
      RESOURCE_PATHS.adminCover,
      { config: admin, schema: { summary: 'Stores a resource cover (PNG or JPEG)', tags } },
      async (request) => {
        const content = await readFilePart(request, {
          maxBytes: RESOURCE_COVER_MAX_BYTES,
          field: 'file',
          missing: 'resourceCoverMissing',
          tooLarge: 'resourceCoverTooLarge',
        });
        return ok(requestLocale(request), await storeResourceCover(deps.files, content));
      },
    );
    app.post(
      RESOURCE_PATHS.adminFile,
      { config: admin, schema: { summary: 'Adds a file to a resource (fields resourceId, then file)', tags } },
      async (request, reply) => {
        try {
          const parts = request.parts({ limits: { fileSize: RESOURCE_FILE_MAX_BYTES + 1, files: 1, fields: 2 } });
          return ok(
            requestLocale(request),
            await receiveResourceFile(deps, { actor: auditActor(request), parts, now: deps.now() }),
          );
        } catch (error) {
          // A refused upload may still be arriving: end the connection rather than read the rest.
          reply.header('connection', 'close');
          throw error;
        }
      },
    );
    app.delete(
      `${RESOURCE_PATHS.admin}/file/:fileId`,
      { config: admin, schema: { summary: 'Removes a file of a resource', tags, params: resourceFileParams } },
      (request) =>
        answer(
          request,
          removeResourceFile(deps, { actor: auditActor(request), fileId: request.params.fileId }).then(() => null),
        ),
    );
  };
}
