import {
  addDocCommentBody,
  addDocumentBody,
  docBody,
  docCommentBody,
  docQuery,
  knowledgePath,
  moveDocumentBody,
  restoreVersionBody,
  saveDocumentBody,
  versionQuery,
} from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { addComment, deleteComment, listComments } from './comments';
import { addDocument, deleteDocument, documentInfo, moveDocument, saveDocument } from './documents';
import { documentToMarkdown } from './markdown';
import { listVersions, restoreVersion, versionDetail } from './versions';

const tags = ['knowledge'];

/**
 * One space's documents (issue 15, ADR 0041): read, add, save with its optimistic lock, move, delete and export, their
 * versions (ADR 0043) and comments.
 */
export function knowledgeDocumentRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = deps;
    const reader = { access: 'knowledge:reader' } as const;
    // Knowledge writes change nothing a project's kept reads or a session look-up show (ADR 0085 addendum).
    const member = { access: 'knowledge:member', readCacheWrites: 'person' } as const;

    app.get(
      knowledgePath('doc/info'),
      { config: reader, schema: { summary: 'One document', tags, querystring: docQuery } },
      async (request) =>
        ok(requestLocale(request), await documentInfo(db, { ...request.query, userId: callerOf(request).userId })),
    );
    app.post(
      knowledgePath('doc/add'),
      { config: member, schema: { summary: 'A new draft, blank or from a template', tags, body: addDocumentBody } },
      async (request) => {
        const locale = requestLocale(request);
        const data = await addDocument(db, {
          ...request.body,
          userId: callerOf(request).userId,
          locale,
          now: deps.now(),
        });
        return ok(locale, data);
      },
    );
    app.post(
      knowledgePath('doc/save'),
      {
        config: member,
        schema: { summary: 'Saves title and body if unchanged since updateTime', tags, body: saveDocumentBody },
      },
      async (request) => {
        const data = await saveDocument(db, { ...request.body, userId: callerOf(request).userId, now: deps.now() });
        return ok(requestLocale(request), data);
      },
    );
    app.post(
      knowledgePath('doc/move'),
      { config: member, schema: { summary: 'Moves and reorders a document', tags, body: moveDocumentBody } },
      async (request) => {
        await moveDocument(db, { ...request.body, userId: callerOf(request).userId, now: deps.now() });
        return ok(requestLocale(request), null);
      },
    );
    app.post(
      knowledgePath('doc/delete'),
      { config: member, schema: { summary: 'Deletes a document', tags, body: docBody } },
      async (request) => {
        await deleteDocument(db, { ...request.body, userId: callerOf(request).userId });
        return ok(requestLocale(request), null);
      },
    );
    app.get(
      knowledgePath('doc/export'),
      { config: reader, schema: { summary: 'The document as a Markdown file', tags, querystring: docQuery } },
      async (request, reply) => {
        const doc = await documentInfo(db, { ...request.query, userId: callerOf(request).userId });
        const fileName = encodeURIComponent(`${doc.title}.md`);
        return reply
          .header('content-type', 'text/markdown; charset=utf-8')
          .header('content-disposition', `attachment; filename="document.md"; filename*=UTF-8''${fileName}`)
          .header('x-content-type-options', 'nosniff')
          .send(documentToMarkdown(doc.title, doc.content));
      },
    );

    app.get(
      knowledgePath('doc/versions'),
      { config: member, schema: { summary: 'Version history, newest first', tags, querystring: docQuery } },
      async (request) =>
        ok(requestLocale(request), await listVersions(db, { ...request.query, userId: callerOf(request).userId })),
    );
    app.get(
      knowledgePath('doc/version'),
      { config: member, schema: { summary: "One version's text", tags, querystring: versionQuery } },
      async (request) =>
        ok(requestLocale(request), await versionDetail(db, { ...request.query, userId: callerOf(request).userId })),
    );
    app.post(
      knowledgePath('doc/restore'),
      { config: member, schema: { summary: 'Makes an old version current', tags, body: restoreVersionBody } },
      async (request) => {
        const data = await restoreVersion(db, { ...request.body, userId: callerOf(request).userId, now: deps.now() });
        return ok(requestLocale(request), data);
      },
    );

    app.get(
      knowledgePath('doc/comments'),
      { config: reader, schema: { summary: 'Comments on a document', tags, querystring: docQuery } },
      async (request) =>
        ok(requestLocale(request), await listComments(db, { ...request.query, userId: callerOf(request).userId })),
    );
    app.post(
      knowledgePath('doc/comment/add'),
      { config: member, schema: { summary: 'Comments on a document', tags, body: addDocCommentBody } },
      async (request) => {
        const data = await addComment(db, { ...request.body, userId: callerOf(request).userId, now: deps.now() });
        return ok(requestLocale(request), data);
      },
    );
    app.post(
      knowledgePath('doc/comment/delete'),
      { config: reader, schema: { summary: 'Removes a comment (its author or an admin)', tags, body: docCommentBody } },
      async (request) => {
        await deleteComment(db, { ...request.body, userId: callerOf(request).userId });
        return ok(requestLocale(request), null);
      },
    );
  };
}
