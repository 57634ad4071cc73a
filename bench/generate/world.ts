// The shape of the generated data: people, projects with their settings, and issues with handlers,
// history, comments, attachment metadata and title grams. Deterministic (a seeded random), skewed like a
// real tracker: a few handlers carry most of the work, most issues are closed or resolved. Every row is typed by
// the server's own table definitions (db/schema.ts), so a renamed or added column fails `npm run typecheck`
// rather than the bench (columns.ts); generate.mjs bundles this file with esbuild when it runs (ADR 0144).
import { titleGrams } from '../../packages/contract/src/issues/titleGrams';
import { type BulkTable, ORDER, type Row, type Sink } from './columns';
import { COMMENTS, EN_PLACES, EN_PROBLEMS, EN_SUBJECTS, ZH_PLACES, ZH_PROBLEMS, ZH_SUBJECTS, nth } from './words';
import { seeded } from '../seeded.mjs';

const DAY = 86_400_000;
const HOUR = 3_600_000;

interface Shape {
  projects: number[];
  users: number;
  members: number;
  stride: number;
  width: number;
}

/**
 * Issues per project: the first is the one the scenarios use. 1m spreads 1,000,000 issues over 13. `team` is the
 * capacity bench's organisation (issue 37): 150 teams of 61 people, each person in one or two of them.
 * Project 0 has the first `members` people; project i the `width` people from 1 + i x `stride` and the administrator.
 */
export const SIZES: Record<string, Shape | undefined> = {
  '100k': { projects: [100_000, 2_000, 2_000, 1_000, 1_000], users: 300, members: 80, stride: 20, width: 30 },
  '1m': {
    projects: [400_000, ...Array.from({ length: 12 }, () => 50_000)],
    users: 2_000,
    members: 120,
    stride: 20,
    width: 30,
  },
  team: { projects: Array.from({ length: 150 }, () => 700), users: 7_560, members: 61, stride: 50, width: 60 },
};

/** Status shares: closed and resolved dominate, as in a tracker used for a while. */
const STATUS_SHARES: [status: number, share: number][] = [
  [10, 0.5],
  [7, 0.17],
  [2, 0.1],
  [3, 0.06],
  [4, 0.05],
  [5, 0.01],
  [6, 0.02],
  [8, 0.03],
  [9, 0.03],
  [1, 0.03],
];

type Step = [from: number | null, to: number, code: number, hours: number];

/** The history an issue of a status went through (codes: contract HistoryCode). */
function walkTo(status: number): Step[] {
  const steps: Step[] = [[null, 2, 13, 0]];
  if (status === 1) return [];
  if (status === 2) return steps;
  if (status === 8 || status === 9) return [...steps, [2, status, status === 8 ? 10 : 11, 20]];
  steps.push([2, 3, 1, 4]);
  if (status === 3) return steps;
  steps.push([3, 4, 2, 30]);
  if (status === 4) return steps;
  if (status === 5) return [...steps, [4, 5, 5, 40]];
  steps.push([4, 7, 3, 50]);
  if (status === 6) return [...steps, [7, 6, 9, 70]];
  if (status === 10) return [...steps, [7, 10, 15, 90]];
  return steps;
}

export interface World {
  projects: { projectId: number; issues: number; members: number[] }[];
  people: number[];
}

/**
 * Writes one size of data set through `sink` (sink.mjs) on a migrated database whose platform
 * administrator exists. Answers what the scenarios need: the big project, its busiest handlers and counts.
 */
export async function fillWorld(
  sink: Sink,
  { size, adminId, now = Date.now() }: { size: string; adminId: number; now?: number },
): Promise<World> {
  const shape = SIZES[size];
  if (!shape) throw new Error(`unknown size ${size}; use ${Object.keys(SIZES).join(' or ')}`);
  const random = seeded(17);
  const pick = <T>(list: readonly T[]): T => nth(list, Math.floor(random() * list.length));
  const put = async <T extends BulkTable>(table: T, row: Row<T>) => {
    const { columns, kinds } = ORDER[table];
    const values = row as Record<string, unknown>;
    await sink.add(
      table,
      columns,
      columns.map((column) => values[column]),
      kinds,
    );
  };
  const iso = (ms: number) => new Date(ms).toISOString();
  const day = (ms: number) => iso(ms).slice(0, 10);
  const created = iso(now - 800 * DAY);
  const ids = new Map<BulkTable, number>();
  for (const table of [
    'users',
    'projects',
    'project_modules',
    'project_versions',
    'plan_items',
    'project_iterations',
    'questions',
    'question_comments',
  ] as const) {
    ids.set(table, await sink.nextId(table));
  }
  const next = (table: BulkTable) => {
    const id = ids.get(table);
    if (id === undefined) throw new Error(`${table} has no generated ids`);
    ids.set(table, id + 1);
    return id;
  };

  const people = [adminId];
  for (let index = 0; index < shape.users; index += 1) {
    const id = next('users');
    people.push(id);
    await put('users', {
      id,
      user_name: `bench${index}`,
      nick_name: index % 2 ? `Bench ${index}` : `测试${index}`,
      create_time: created,
      update_time: created,
    });
  }

  const span = 730 * DAY;
  const start = now - span - DAY;
  let attachmentKey = 0;
  const projects: World['projects'] = [];
  for (const [projectIndex, issueCount] of shape.projects.entries()) {
    const projectId = next('projects');
    const members =
      projectIndex === 0
        ? people.slice(0, shape.members)
        : [adminId, ...people.slice(1 + projectIndex * shape.stride, 1 + projectIndex * shape.stride + shape.width)];
    await put('projects', {
      id: projectId,
      name: projectIndex === 0 ? 'Bench 基准项目' : `Project ${projectIndex}`,
      owner_id: adminId,
      question_seq: issueCount,
      create_time: created,
      update_time: created,
    });
    for (const [index, userId] of members.entries()) {
      await put('project_users', {
        project_id: projectId,
        user_id: userId,
        role: index === 0 ? 'owner' : index < 4 ? 'admin' : 'member',
        alias: `Member ${index}`,
        create_time: created,
        update_time: created,
      });
    }
    for (const [index, fixed] of ['notStarted', 'completed'].entries()) {
      await put('iteration_stages', {
        project_id: projectId,
        name: fixed,
        fixed,
        sort: index === 0 ? 0 : 1_000_000,
        create_time: created,
        update_time: created,
      });
    }
    const modules: number[] = [];
    for (let top = 0; top < 4; top += 1) {
      const parent = next('project_modules');
      await put('project_modules', {
        id: parent,
        project_id: projectId,
        parent_id: null,
        name: `${pick(ZH_SUBJECTS)}模块 ${top}`,
        serial_no: top,
        handler_user_id: nth(members, top % members.length),
        create_time: created,
        update_time: created,
      });
      for (let child = 0; child < 5; child += 1) {
        const id = next('project_modules');
        modules.push(id);
        await put('project_modules', {
          id,
          project_id: projectId,
          parent_id: parent,
          name: `Module ${top}.${child}`,
          serial_no: child,
          handler_user_id: null,
          create_time: created,
          update_time: created,
        });
      }
    }
    const versions: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const id = next('project_versions');
      versions.push(id);
      await put('project_versions', {
        id,
        project_id: projectId,
        name: `v${index + 1}.0`,
        icon: 'tag',
        sort: index,
        create_time: created,
        update_time: created,
      });
    }
    const plans: number[] = [];
    for (let group = 0; group < 2; group += 1) {
      const groupId = next('plan_items');
      await put('plan_items', {
        id: groupId,
        project_id: projectId,
        parent_id: null,
        item_type: 1,
        name: `计划组 ${group}`,
        start_date: day(start),
        end_date: day(now + 90 * DAY),
        creator_id: adminId,
        create_time: created,
        update_time: created,
      });
      for (let index = 0; index < 5; index += 1) {
        const id = next('plan_items');
        plans.push(id);
        const from = start + (group * 5 + index) * 70 * DAY;
        await put('plan_items', {
          id,
          project_id: projectId,
          parent_id: groupId,
          item_type: 2,
          name: `Plan ${group}.${index}`,
          start_date: day(from),
          end_date: day(from + 60 * DAY),
          creator_id: adminId,
          create_time: created,
          update_time: created,
        });
      }
    }
    const iterations: number[] = [];
    for (let index = 0; index < 10; index += 1) {
      const id = next('project_iterations');
      iterations.push(id);
      const from = now - (10 - index) * 28 * DAY;
      await put('project_iterations', {
        id,
        project_id: projectId,
        name: `Sprint ${index + 1}`,
        start_date: day(from),
        end_date: day(from + 27 * DAY),
        creator_id: adminId,
        create_time: created,
        update_time: created,
      });
    }

    for (let number = 1; number <= issueCount; number += 1) {
      const questionId = next('questions');
      const createdAt = start + Math.floor((number / issueCount) * span);
      let roll = random();
      let status = 10;
      for (const [code, share] of STATUS_SHARES) {
        if (roll < share) {
          status = code;
          break;
        }
        roll -= share;
      }
      // A few busy handlers: the first members carry most issues (the administrator the most).
      const handler = nth(members, Math.floor(members.length * random() ** 1.5));
      const second = random() < 0.1 ? pick(members) : handler;
      const creator = nth(members, Math.floor(members.length * random() ** 1.5));
      const title =
        random() < 0.5
          ? `${pick(ZH_SUBJECTS)}${pick(ZH_PLACES)}${pick(ZH_PROBLEMS)}`
          : `${pick(EN_SUBJECTS)} ${pick(EN_PLACES).split(' ').at(-1)} ${pick(EN_PROBLEMS)} ${pick(EN_PLACES)}`;
      const steps = walkTo(status);
      const updatedAt = createdAt + (steps.at(-1)?.[3] ?? 0) * HOUR;
      const type = 1 + Math.floor(random() * 4);
      await put('questions', {
        id: questionId,
        project_id: projectId,
        number,
        title,
        question_type: type,
        severity: 1 + Math.floor(random() * 3),
        priority: 1 + Math.floor(random() * 4),
        status,
        module_id: random() < 0.8 ? pick(modules) : null,
        version_id: random() < 0.6 ? pick(versions) : null,
        handling_mode: second === handler ? 'single' : 'multi',
        start_date: day(createdAt),
        deadline: random() < 0.7 ? day(createdAt + (3 + Math.floor(random() * 40)) * DAY) : null,
        estimated_hours: random() < 0.3 ? Math.ceil(random() * 16) : null,
        plan_id: random() < 0.2 ? pick(plans) : null,
        iteration_id: createdAt > now - 280 * DAY && random() < 0.5 ? pick(iterations) : null,
        terminal: type === 1 ? 1 + Math.floor(random() * 6) : null,
        defect_category: type === 1 ? 1 + Math.floor(random() * 12) : null,
        description: '',
        reviewer_id: status === 5 ? creator : null,
        creator_id: creator,
        create_time: iso(createdAt),
        update_time: iso(updatedAt),
      });
      const done = status === 4 || status === 5 || status === 7 || status === 10 ? 1 : 0;
      await put('question_handlers', { question_id: questionId, user_id: handler, completed: done, sort: 0 });
      if (second !== handler)
        await put('question_handlers', { question_id: questionId, user_id: second, completed: done, sort: 1 });
      for (const [from, to, code, hours] of steps) {
        await put('question_history', {
          question_id: questionId,
          code,
          operator_id: code === 13 ? creator : handler,
          from_status: from,
          to_status: to,
          create_time: iso(createdAt + hours * HOUR),
        });
      }
      const comments = random() < 0.3 ? (random() < 0.3 ? 2 : 1) : 0;
      for (let index = 0; index < comments; index += 1) {
        await put('question_comments', {
          id: next('question_comments'),
          question_id: questionId,
          user_id: pick(members),
          content: pick(COMMENTS),
          create_time: iso(createdAt + (index + 1) * 6 * HOUR),
        });
      }
      if (random() < 0.08) {
        attachmentKey += 1;
        const image = random() < 0.6;
        await put('question_attachments', {
          project_id: projectId,
          question_id: questionId,
          uploader_id: creator,
          storage_key: `bench/${attachmentKey}`,
          file_name: image ? 'screenshot.png' : 'log.txt',
          kind: image ? 'image' : 'file',
          mime_type: image ? 'image/png' : 'text/plain',
          size: 1000 + Math.floor(random() * 400_000),
          create_time: iso(createdAt),
        });
      }
      for (const gram of titleGrams(title))
        await put('question_title_grams', { project_id: projectId, gram, question_id: questionId });
      // The notices of the people concerned; the newest ones are still unread.
      if (handler !== creator && random() < 0.3) {
        await put('user_messages', {
          user_id: handler,
          kind: 'assigned',
          project_id: projectId,
          question_id: questionId,
          question_number: number,
          question_title: title,
          operator_id: creator,
          is_read: createdAt < now - 30 * DAY ? 1 : 0,
          create_time: iso(createdAt),
        });
      }
    }
    projects.push({ projectId, issues: issueCount, members });
  }
  return { projects, people };
}
