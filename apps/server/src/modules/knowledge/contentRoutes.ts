import {
  addFolderBody,
  docStatusBody,
  folderBody,
  kbIdQuery,
  knowledgePath,
  moveFolderBody,
  renameFolderBody,
  saveTemplateBody,
  issueChipsBody,
  searchQuery,
  templateBody,
  templateListQuery,
} from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { setDocumentStatus } from './documents';
import { addFolder, deleteFolder, folderTree, moveFolder, renameFolder } from './folders';
import { issueChips } from './issueChips';
import { searchDocuments } from './search';
import { deleteTemplate, listTemplates, saveTemplate } from './templates';
import { knowledgeDocumentRoutes } from './documentRoutes';

const tags = ['knowledge'];

/** One space's folders, documents, versions, comments, templates, search and export (issue 15, ADR 0041). */
export function knowledgeContentRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = deps;
    const reader = { access: 'knowledge:reader' } as const;
    // Knowledge writes change nothing a project's kept reads or a session look-up show (ADR 0085 addendum).
    const member = { access: 'knowledge:member', readCacheWrites: 'person' } as const;
    const admin = { access: 'knowledge:admin', readCacheWrites: 'person' } as const;

    await app.register(knowledgeDocumentRoutes(deps));

    app.get(
      knowledgePath('folder/tree'),
      {
        config: reader,
        schema: { summary: 'Folders and the documents the caller may read', tags, querystring: kbIdQuery },
      },
      async (request) =>
        ok(requestLocale(request), await folderTree(db, { ...request.query, userId: callerOf(request).userId })),
    );
    app.post(
      knowledgePath('folder/add'),
      { config: member, schema: { summary: 'Adds a folder (add dialog: 50 bytes)', tags, body: addFolderBody } },
      async (request) => {
        const data = await addFolder(db, { ...request.body, userId: callerOf(request).userId, now: deps.now() });
        return ok(requestLocale(request), data);
      },
    );
    app.post(
      knowledgePath('folder/rename'),
      {
        config: member,
        schema: { summary: 'Renames a folder (settings: 20 characters)', tags, body: renameFolderBody },
      },
      async (request) => {
        await renameFolder(db, { ...request.body, userId: callerOf(request).userId, now: deps.now() });
        return ok(requestLocale(request), null);
      },
    );
    app.post(
      knowledgePath('folder/move'),
      { config: member, schema: { summary: 'Moves and reorders a folder', tags, body: moveFolderBody } },
      async (request) => {
        await moveFolder(db, { ...request.body, userId: callerOf(request).userId, now: deps.now() });
        return ok(requestLocale(request), null);
      },
    );
    app.post(
      knowledgePath('folder/delete'),
      { config: admin, schema: { summary: 'Deletes an empty folder', tags, body: folderBody } },
      async (request) => {
        await deleteFolder(db, { ...request.body, userId: callerOf(request).userId });
        return ok(requestLocale(request), null);
      },
    );

    for (const [path, status] of [
      ['doc/publish', 'published'],
      ['doc/unpublish', 'draft'],
    ] as const) {
      app.post(
        knowledgePath(path),
        { config: member, schema: { summary: `Sets the document ${status}`, tags, body: docStatusBody } },
        async (request) => {
          const data = await setDocumentStatus(db, {
            ...request.body,
            status,
            userId: callerOf(request).userId,
            now: deps.now(),
          });
          return ok(requestLocale(request), data);
        },
      );
    }
    app.get(
      knowledgePath('template/list'),
      { config: member, schema: { summary: 'Built-in and team templates', tags, querystring: templateListQuery } },
      async (request) => {
        const locale = requestLocale(request);
        return ok(locale, await listTemplates(db, { ...request.query, userId: callerOf(request).userId, locale }));
      },
    );
    app.post(
      knowledgePath('template/save'),
      { config: member, schema: { summary: 'Saves a document as a team template', tags, body: saveTemplateBody } },
      async (request) => {
        const data = await saveTemplate(db, { ...request.body, userId: callerOf(request).userId, now: deps.now() });
        return ok(requestLocale(request), data);
      },
    );
    app.post(
      knowledgePath('template/delete'),
      { config: admin, schema: { summary: 'Deletes a team template', tags, body: templateBody } },
      async (request) => {
        await deleteTemplate(db, { ...request.body, userId: callerOf(request).userId });
        return ok(requestLocale(request), null);
      },
    );

    app.get(
      knowledgePath('search'),
      {
        config: { access: 'user' },
        schema: { summary: 'Full-text search with snippets', tags, querystring: searchQuery },
      },
      async (request) =>
        ok(requestLocale(request), await searchDocuments(db, { ...request.query, userId: callerOf(request).userId })),
    );
    app.post(
      knowledgePath('issueChips'),
      {
        config: { access: 'user' },
        schema: { summary: 'Number, title and status of the issues a document links to', tags, body: issueChipsBody },
      },
      async (request) =>
        ok(requestLocale(request), await issueChips(db, { ...request.body, userId: callerOf(request).userId })),
    );
  };
}
