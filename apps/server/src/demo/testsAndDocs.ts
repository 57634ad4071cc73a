import {
  addTaskCasesBody,
  createTestCaseBody,
  createTestModuleBody,
  createTestTaskBody,
  type Locale,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DialectName } from '../db/database';
import { addDocument } from '../modules/knowledge/documents';
import { createSpace } from '../modules/knowledge/spaces';
import { createTestCase } from '../modules/testing/cases';
import { createTestModule } from '../modules/testing/modules';
import { addTaskCases } from '../modules/testing/taskCases';
import { createTestTask } from '../modules/testing/tasks';

/** What each project's tests and notes say, in the project's language (case titles fit their 32 bytes). */
const CONTENT = {
  zh: {
    module: '登录',
    cases: ['验证码登录成功', '验证码过期后提示', '输错 5 次后锁定'],
    expected: '页面提示与设计稿一致',
    task: 'v2.4 登录回归测试',
    space: '星图团队手册',
    doc: '发版检查清单',
    body: '<h2>发版前</h2><ul><li>回归测试任务全部执行</li><li>严重缺陷全部解决</li></ul><p>发版后在群里同步版本号。</p>',
  },
  en: {
    module: 'Billing',
    cases: ['Invoice shows the tax number', 'Card payment with 3-D Secure', 'Refund reaches the original card'],
    expected: 'Matches the billing spec',
    task: '1.9 billing regression',
    space: 'Atlas handbook',
    doc: 'Release checklist',
    body: '<h2>Before a release</h2><ul><li>Every regression case run</li><li>No open critical defect</li></ul><p>Post the version in the team channel afterwards.</p>',
  },
} as const satisfies Record<Locale, unknown>;

const day = (now: Date, offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * One demo project's test library and knowledge space (issue 39: a visitor runs a test task and edits a document
 * without making them first), through the real services: a module with three cases, a published test task holding
 * them for the tester, and a space with one published-ready checklist.
 */
export async function seedTestsAndDocs(
  deps: { db: Kysely<Database>; dialect: DialectName },
  options: { projectId: number; locale: Locale; ownerId: number; testerId: number; now: Date },
): Promise<void> {
  const { db, dialect } = deps;
  const { projectId, ownerId, now } = options;
  const text = CONTENT[options.locale];
  const acting = { userId: ownerId, now };
  const { moduleId } = await createTestModule(db, {
    ...acting,
    body: createTestModuleBody.parse({ projectId, name: text.module }),
  });
  const caseIds: number[] = [];
  for (const caseName of text.cases) {
    const created = await createTestCase(db, {
      ...acting,
      body: createTestCaseBody.parse({ projectId, moduleId, caseName, textExpected: text.expected }),
    });
    caseIds.push(created.caseId);
  }
  const task = await createTestTask(db, {
    ...acting,
    body: createTestTaskBody.parse({
      projectId,
      taskName: text.task,
      phase: 2,
      startDate: day(now, 0),
      endDate: day(now, 7),
      ownerUserId: ownerId,
      executorUserIds: [ownerId, options.testerId],
      publish: true,
    }),
  });
  await addTaskCases(db, {
    ...acting,
    dialect,
    body: addTaskCasesBody.parse({ projectId, taskId: task.taskId, caseIds }),
  });
  const space = await createSpace(db, { ...acting, locale: options.locale, name: text.space, projectId });
  await addDocument(db, { ...acting, locale: options.locale, kbId: space.kbId, title: text.doc, content: text.body });
}
