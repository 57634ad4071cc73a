import { QuestionStatusCode, highlight, snippet } from '@questline/contract';
import { sql } from 'kysely';
import { matchesEveryTerm } from '../../db/trigramMatch';
import { documentPlainText } from '../knowledge/richText';
import { newestFirst } from './newestFirst';
import { type KindSearch, column, hitOf, memberProjects } from './scope';

/**
 * The kinds a project holds (issue 35, ADR 0127): issues, test cases and plans of the caller's projects, matched
 * through migration 0037's trigram indexes. Newest first; snippets are cut from the plain text of the rich text.
 */

/** Issues: title and description; someone else's drafts stay theirs alone, as in the issue list. */
export const searchIssues: KindSearch = async (db, scope, page) => {
  const base = db
    .selectFrom('questions as q')
    .innerJoin('projects as p', 'p.id', 'q.project_id')
    .where('q.project_id', 'in', memberProjects(db, scope))
    .where((eb) => eb.or([eb('q.status', '!=', QuestionStatusCode.draft), eb('q.creator_id', '=', scope.userId)]))
    .where((eb) =>
      eb.and(
        matchesEveryTerm(scope.postgres, scope.terms, {
          ftsTable: 'question_search',
          id: sql<number>`q.id`,
          text: sql<string>`q.title || ' ' || q.description`,
          title: column('q.title'),
        }),
      ),
    );
  const { total, rows } = await newestFirst(base, 'q.id', page, (query) =>
    query.select([
      'q.id',
      'q.number',
      'q.title',
      'q.description',
      'q.project_id',
      'p.name as project_name',
      'q.update_time',
    ]),
  );
  return {
    total,
    hits: rows.map((row) =>
      hitOf('issue', {
        id: row.id,
        titleHtml: highlight(row.title, scope.terms),
        snippetHtml: snippet(documentPlainText(row.description), scope.terms),
        projectId: row.project_id,
        projectName: row.project_name,
        number: row.number,
        updateTime: row.update_time,
      }),
    ),
  };
};

/** A case's steps are JSON [{ action, expected }]: their words, not the keys, are what a person reads. */
function stepsText(steps: string): string {
  try {
    const parsed: unknown = JSON.parse(steps);
    if (!Array.isArray(parsed)) return '';
    return parsed
      .flatMap((step: unknown) =>
        typeof step === 'object' && step !== null ? Object.values(step).filter((v) => typeof v === 'string') : [],
      )
      .join(' ');
  } catch {
    return '';
  }
}

/** Test cases: title, precondition and steps. */
export const searchTestCases: KindSearch = async (db, scope, page) => {
  const base = db
    .selectFrom('test_cases as c')
    .innerJoin('projects as p', 'p.id', 'c.project_id')
    .where('c.project_id', 'in', memberProjects(db, scope))
    .where((eb) =>
      eb.and(
        matchesEveryTerm(scope.postgres, scope.terms, {
          ftsTable: 'test_case_search',
          id: sql<number>`c.id`,
          text: sql<string>`c.title || ' ' || c.precondition || ' ' || c.text_steps || ' ' || c.text_expected || ' ' || c.steps`,
          title: column('c.title'),
        }),
      ),
    );
  const { total, rows } = await newestFirst(base, 'c.id', page, (query) =>
    query.select([
      'c.id',
      'c.title',
      'c.precondition',
      'c.text_steps',
      'c.text_expected',
      'c.steps',
      'c.project_id',
      'p.name as project_name',
      'c.update_time',
    ]),
  );
  return {
    total,
    hits: rows.map((row) => {
      const body = [row.precondition, row.text_steps, row.text_expected].map(documentPlainText);
      return hitOf('testCase', {
        id: row.id,
        titleHtml: highlight(row.title, scope.terms),
        snippetHtml: snippet([...body, stepsText(row.steps)].join(' ').trim(), scope.terms),
        projectId: row.project_id,
        projectName: row.project_name,
        updateTime: row.update_time,
      });
    }),
  };
};

/** Plans, plan groups and milestones: name and description. */
export const searchPlans: KindSearch = async (db, scope, page) => {
  const base = db
    .selectFrom('plan_items as i')
    .innerJoin('projects as p', 'p.id', 'i.project_id')
    .where('i.project_id', 'in', memberProjects(db, scope))
    .where((eb) =>
      eb.and(
        matchesEveryTerm(scope.postgres, scope.terms, {
          ftsTable: 'plan_search',
          id: sql<number>`i.id`,
          text: sql<string>`i.name || ' ' || i.description`,
          title: column('i.name'),
        }),
      ),
    );
  const { total, rows } = await newestFirst(base, 'i.id', page, (query) =>
    query.select(['i.id', 'i.name', 'i.description', 'i.project_id', 'p.name as project_name', 'i.update_time']),
  );
  return {
    total,
    hits: rows.map((row) =>
      hitOf('plan', {
        id: row.id,
        titleHtml: highlight(row.name, scope.terms),
        snippetHtml: snippet(documentPlainText(row.description), scope.terms),
        projectId: row.project_id,
        projectName: row.project_name,
        updateTime: row.update_time,
      }),
    ),
  };
};
