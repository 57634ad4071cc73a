import { IM_MESSAGE_TEXT_MAX, type ImIssueRef, issueNumbersIn, mentionedUserIds } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { failure } from '../../http/errors';
import { isBlankRichText, richTextToPlain, sanitizeRichText } from '../issues/richText';
import type { ConversationRow } from './conversationAccess';

/** What a message's markup becomes once checked: stored as is. */
export interface MessageContent {
  body: string;
  plainText: string;
  issueRefs: ImIssueRef[];
  mentions: number[];
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** The text a person reads: lines and paragraphs apart (a search for a word must not find it glued to the next). */
function plainTextOf(body: string): string {
  return richTextToPlain(body.replace(/<br\s*\/?>|<\/p>/gi, (tag) => `${tag} `)).replace(
    /&(?:amp|lt|gt|quot|#39);/g,
    (entity) => ENTITIES[entity] ?? entity,
  );
}

/**
 * The project whose issues `#n` names: the conversation's own project, else the project the sender works in
 * (their current one), if they are still a member of it and it is out of the recycle bin.
 */
async function referenceProject(db: Kysely<Database>, conversation: ConversationRow, senderId: number) {
  if (conversation.project_id !== null) return conversation.project_id;
  const row = await db
    .selectFrom('users')
    .innerJoin('project_users', (join) =>
      join
        .onRef('project_users.project_id', '=', 'users.current_project_id')
        .onRef('project_users.user_id', '=', 'users.id'),
    )
    .innerJoin('projects', 'projects.id', 'project_users.project_id')
    .select('projects.id')
    .where('users.id', '=', senderId)
    .where('projects.delete_time', 'is', null)
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * A message's markup as sent: sanitised exactly like a comment (the comment sanitiser, ADR 0031's mentions kept),
 * at most IM_MESSAGE_TEXT_MAX characters of text, not empty unless files come with it. `#n` references are resolved
 * now to issues the sender may see, so a reader is shown a chip only for an issue that exists and that they may
 * see too; mentions keep only the conversation's people.
 */
export async function messageContent(
  db: Kysely<Database>,
  options: {
    html: string;
    hasFiles: boolean;
    conversation: ConversationRow;
    senderId: number;
    people: readonly number[];
  },
): Promise<MessageContent> {
  const body = sanitizeRichText(options.html);
  const plainText = plainTextOf(body);
  if ([...plainText].length > IM_MESSAGE_TEXT_MAX) throw failure('imMessageTooLong', { max: IM_MESSAGE_TEXT_MAX });
  if (isBlankRichText(body) && !options.hasFiles) throw failure('imMessageEmpty');
  const numbers = issueNumbersIn(plainText);
  const projectId = numbers.length === 0 ? null : await referenceProject(db, options.conversation, options.senderId);
  const issues =
    projectId === null
      ? []
      : await db
          .selectFrom('questions')
          .select(['id', 'number'])
          .where('project_id', '=', projectId)
          .where('number', 'in', numbers)
          .execute();
  const issueRefs = numbers.flatMap((number) => {
    const issue = issues.find((row) => row.number === number);
    return issue && projectId !== null ? [{ projectId, questionId: issue.id, number }] : [];
  });
  const mentions = mentionedUserIds(body).filter((userId) => options.people.includes(userId));
  return { body: isBlankRichText(body) ? '' : body, plainText, issueRefs, mentions };
}
