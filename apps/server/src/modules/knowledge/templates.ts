import {
  BUILT_IN_TEMPLATES,
  type KnowledgeTemplate,
  type Locale,
  type SaveTemplateBody,
  TEMPLATE_NAME_MAX,
  builtInTemplate,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { failure, notFound } from '../../http/errors';
import { kbAccess, readableDocument } from './kbAccess';

/** GET knowledge/template/list: the built-in templates in the caller's language, then the space's own. */
export async function listTemplates(
  db: Kysely<Database>,
  options: { kbId: number; userId: number; locale: Locale },
): Promise<KnowledgeTemplate[]> {
  await kbAccess(db, options.kbId, options.userId, 'write');
  const own = await db
    .selectFrom('knowledge_templates')
    .select(['id', 'name', 'content'])
    .where('kb_id', '=', options.kbId)
    .orderBy('id')
    .execute();
  return [
    ...BUILT_IN_TEMPLATES.map((key) => ({
      key: `builtin:${key}`,
      builtIn: key,
      templateId: null,
      ...builtInTemplate(options.locale, key),
    })),
    ...own.map((row) => ({
      key: String(row.id),
      builtIn: null,
      templateId: row.id,
      name: row.name,
      content: row.content,
    })),
  ];
}

/** POST knowledge/template/save: a team template from any document the caller may write. */
export async function saveTemplate(
  db: Kysely<Database>,
  options: SaveTemplateBody & { userId: number; now: Date },
): Promise<{ templateId: number }> {
  const access = await kbAccess(db, options.kbId, options.userId, 'write');
  const doc = await readableDocument(db, access, options.docId);
  const name = options.name.trim();
  if (name.length === 0) throw failure('templateNameRequired');
  if ([...name].length > TEMPLATE_NAME_MAX) throw failure('templateNameTooLong', { max: TEMPLATE_NAME_MAX });
  const row = await db
    .insertInto('knowledge_templates')
    .values({
      kb_id: options.kbId,
      name,
      content: doc.content,
      create_by: options.userId,
      create_time: options.now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { templateId: row.id };
}

/** POST knowledge/template/delete: owner and admins. */
export async function deleteTemplate(
  db: Kysely<Database>,
  options: { kbId: number; templateId: number; userId: number },
): Promise<void> {
  await kbAccess(db, options.kbId, options.userId, 'manage');
  const result = await db
    .deleteFrom('knowledge_templates')
    .where('id', '=', options.templateId)
    .where('kb_id', '=', options.kbId)
    .executeTakeFirst();
  if (result.numDeletedRows === 0n) throw notFound();
}
