// The shape of the generated data: people, projects with their settings, and issues with handlers,
// history, comments, attachment metadata and title grams. Deterministic (a seeded random), skewed like a
// real tracker: a few handlers carry most of the work, most issues are closed or resolved.

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * Issues per project: the first is the one the scenarios use. 1m spreads 1,000,000 issues over 13. `team` is the
 * capacity bench's organisation (issue 37): 150 teams of 61 people, each person in one or two of them.
 * Project 0 has the first `members` people; project i the `width` people from 1 + i x `stride` and the administrator.
 */
export const SIZES = {
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
const STATUS_SHARES = [
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

const ZH_SUBJECTS = ['登录', '订单', '支付', '报表', '头像', '搜索', '通知', '权限', '附件', '首页', '设置', '消息'];
const ZH_PLACES = ['页面', '列表', '弹窗', '按钮', '接口', '导出', '同步', '上传'];
const ZH_PROBLEMS = ['超时', '崩溃', '卡顿', '显示错误', '加载失败', '数据丢失', '无响应', '乱码'];
const EN_SUBJECTS = [
  'login',
  'order',
  'payment',
  'report',
  'avatar',
  'search',
  'notice',
  'upload',
  'settings',
  'export',
];
const EN_PROBLEMS = ['crashes', 'times out', 'is slow', 'shows an error', 'is blank', 'loses data', 'fails'];
const EN_PLACES = ['on Android', 'on iOS', 'in Safari', 'in Chrome', 'on Windows', 'after sign-in', 'in the list'];
const COMMENTS = ['已复现，正在排查', 'Reproduced on staging', '请提供日志', 'Fixed in the next build', '重复问题'];

/** mulberry32: small, fast and seeded, so two runs generate the same data. */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The history an issue of a status went through: [from, to, code, hours after creation] (codes: contract HistoryCode). */
function walkTo(status) {
  const steps = [[null, 2, 13, 0]];
  if (status === 1) return [];
  if (status === 2) return steps;
  if (status === 8 || status === 9) return [...steps, [2, status, { 8: 10, 9: 11 }[status], 20]];
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

const COLUMNS = {
  users: [
    ['id', 'user_name', 'nick_name', 'create_time', 'update_time'],
    ['int', 'text', 'text', 'text', 'text'],
  ],
  projects: [
    ['id', 'name', 'owner_id', 'question_seq', 'create_time', 'update_time'],
    ['int', 'text', 'int', 'int', 'text', 'text'],
  ],
  project_users: [
    ['project_id', 'user_id', 'role', 'alias', 'create_time', 'update_time'],
    ['int', 'int', 'text', 'text', 'text', 'text'],
  ],
  project_modules: [
    ['id', 'project_id', 'parent_id', 'name', 'serial_no', 'handler_user_id', 'create_time', 'update_time'],
    ['int', 'int', 'int', 'text', 'int', 'int', 'text', 'text'],
  ],
  project_versions: [
    ['id', 'project_id', 'name', 'icon', 'sort', 'create_time', 'update_time'],
    ['int', 'int', 'text', 'text', 'int', 'text', 'text'],
  ],
  iteration_stages: [
    ['project_id', 'name', 'fixed', 'sort', 'create_time', 'update_time'],
    ['int', 'text', 'text', 'int', 'text', 'text'],
  ],
  plan_items: [
    [
      'id',
      'project_id',
      'parent_id',
      'item_type',
      'name',
      'start_date',
      'end_date',
      'creator_id',
      'create_time',
      'update_time',
    ],
    ['int', 'int', 'int', 'int', 'text', 'text', 'text', 'int', 'text', 'text'],
  ],
  project_iterations: [
    ['id', 'project_id', 'name', 'start_date', 'end_date', 'creator_id', 'create_time', 'update_time'],
    ['int', 'int', 'text', 'text', 'text', 'int', 'text', 'text'],
  ],
  questions: [
    [
      'id',
      'project_id',
      'number',
      'title',
      'question_type',
      'severity',
      'priority',
      'status',
      'module_id',
      'version_id',
      'handling_mode',
      'start_date',
      'deadline',
      'estimated_hours',
      'plan_id',
      'iteration_id',
      'terminal',
      'defect_category',
      'description',
      'reviewer_id',
      'creator_id',
      'create_time',
      'update_time',
    ],
    [
      'int',
      'int',
      'int',
      'text',
      'int',
      'int',
      'int',
      'int',
      'int',
      'int',
      'text',
      'text',
      'text',
      'real',
      'int',
      'int',
      'int',
      'int',
      'text',
      'int',
      'int',
      'text',
      'text',
    ],
  ],
  question_handlers: [
    ['question_id', 'user_id', 'completed', 'sort'],
    ['int', 'int', 'int', 'int'],
  ],
  question_history: [
    ['question_id', 'code', 'operator_id', 'from_status', 'to_status', 'create_time'],
    ['int', 'int', 'int', 'int', 'int', 'text'],
  ],
  question_comments: [
    ['id', 'question_id', 'user_id', 'content', 'create_time'],
    ['int', 'int', 'int', 'text', 'text'],
  ],
  question_attachments: [
    [
      'project_id',
      'question_id',
      'uploader_id',
      'storage_key',
      'file_name',
      'kind',
      'mime_type',
      'size',
      'create_time',
    ],
    ['int', 'int', 'int', 'text', 'text', 'text', 'text', 'int', 'text'],
  ],
  question_title_grams: [
    ['project_id', 'gram', 'question_id'],
    ['int', 'text', 'int'],
  ],
  user_messages: [
    [
      'user_id',
      'kind',
      'project_id',
      'question_id',
      'question_number',
      'question_title',
      'operator_id',
      'is_read',
      'create_time',
    ],
    ['int', 'text', 'int', 'int', 'int', 'text', 'int', 'int', 'text'],
  ],
};

/**
 * Writes one size of data set through `sink` (sink.mjs) on a migrated database whose platform
 * administrator exists. Answers what the scenarios need: the big project, its busiest handlers and counts.
 */
export async function fillWorld(sink, { size, adminId, titleGrams, now = Date.now() }) {
  const shape = SIZES[size];
  if (!shape) throw new Error(`unknown size ${size}; use ${Object.keys(SIZES).join(' or ')}`);
  const random = seeded(17);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const put = async (table, row) => {
    const [columns, types] = COLUMNS[table];
    await sink.add(table, columns, row, types);
  };
  const iso = (ms) => new Date(ms).toISOString();
  const day = (ms) => iso(ms).slice(0, 10);
  const created = iso(now - 800 * DAY);
  const ids = {};
  for (const table of [
    'users',
    'projects',
    'project_modules',
    'project_versions',
    'plan_items',
    'project_iterations',
    'questions',
    'question_comments',
  ]) {
    ids[table] = await sink.nextId(table);
  }
  const next = (table) => {
    const id = ids[table];
    ids[table] += 1;
    return id;
  };

  const people = [adminId];
  for (let index = 0; index < shape.users; index += 1) {
    const id = next('users');
    people.push(id);
    await put('users', [id, `bench${index}`, index % 2 ? `Bench ${index}` : `测试${index}`, created, created]);
  }

  const span = 730 * DAY;
  const start = now - span - DAY;
  let attachmentKey = 0;
  const projects = [];
  for (const [projectIndex, issueCount] of shape.projects.entries()) {
    const projectId = next('projects');
    const members =
      projectIndex === 0
        ? people.slice(0, shape.members)
        : [adminId, ...people.slice(1 + projectIndex * shape.stride, 1 + projectIndex * shape.stride + shape.width)];
    await put('projects', [
      projectId,
      projectIndex === 0 ? 'Bench 基准项目' : `Project ${projectIndex}`,
      adminId,
      issueCount,
      created,
      created,
    ]);
    for (const [index, userId] of members.entries()) {
      await put('project_users', [
        projectId,
        userId,
        index === 0 ? 'owner' : index < 4 ? 'admin' : 'member',
        `Member ${index}`,
        created,
        created,
      ]);
    }
    for (const [index, fixed] of ['notStarted', 'completed'].entries()) {
      await put('iteration_stages', [projectId, fixed, fixed, index === 0 ? 0 : 1_000_000, created, created]);
    }
    const modules = [];
    for (let top = 0; top < 4; top += 1) {
      const parent = next('project_modules');
      await put('project_modules', [
        parent,
        projectId,
        null,
        `${pick(ZH_SUBJECTS)}模块 ${top}`,
        top,
        members[top % members.length],
        created,
        created,
      ]);
      for (let child = 0; child < 5; child += 1) {
        const id = next('project_modules');
        modules.push(id);
        await put('project_modules', [id, projectId, parent, `Module ${top}.${child}`, child, null, created, created]);
      }
    }
    const versions = [];
    for (let index = 0; index < 6; index += 1) {
      const id = next('project_versions');
      versions.push(id);
      await put('project_versions', [id, projectId, `v${index + 1}.0`, 'tag', index, created, created]);
    }
    const plans = [];
    for (let group = 0; group < 2; group += 1) {
      const groupId = next('plan_items');
      await put('plan_items', [
        groupId,
        projectId,
        null,
        1,
        `计划组 ${group}`,
        day(start),
        day(now + 90 * DAY),
        adminId,
        created,
        created,
      ]);
      for (let index = 0; index < 5; index += 1) {
        const id = next('plan_items');
        plans.push(id);
        const from = start + (group * 5 + index) * 70 * DAY;
        await put('plan_items', [
          id,
          projectId,
          groupId,
          2,
          `Plan ${group}.${index}`,
          day(from),
          day(from + 60 * DAY),
          adminId,
          created,
          created,
        ]);
      }
    }
    const iterations = [];
    for (let index = 0; index < 10; index += 1) {
      const id = next('project_iterations');
      iterations.push(id);
      const from = now - (10 - index) * 28 * DAY;
      await put('project_iterations', [
        id,
        projectId,
        `Sprint ${index + 1}`,
        day(from),
        day(from + 27 * DAY),
        adminId,
        created,
        created,
      ]);
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
      const handler = members[Math.floor(members.length * random() ** 1.5)];
      const second = random() < 0.1 ? members[Math.floor(members.length * random())] : handler;
      const creator = members[Math.floor(members.length * random() ** 1.5)];
      const title =
        random() < 0.5
          ? `${pick(ZH_SUBJECTS)}${pick(ZH_PLACES)}${pick(ZH_PROBLEMS)}`
          : `${pick(EN_SUBJECTS)} ${pick(EN_PLACES).split(' ').at(-1)} ${pick(EN_PROBLEMS)} ${pick(EN_PLACES)}`;
      const steps = walkTo(status);
      const updatedAt = createdAt + (steps.at(-1)?.[3] ?? 0) * HOUR;
      const type = 1 + Math.floor(random() * 4);
      await put('questions', [
        questionId,
        projectId,
        number,
        title,
        type,
        1 + Math.floor(random() * 3),
        1 + Math.floor(random() * 4),
        status,
        random() < 0.8 ? pick(modules) : null,
        random() < 0.6 ? pick(versions) : null,
        second === handler ? 'single' : 'multi',
        day(createdAt),
        random() < 0.7 ? day(createdAt + (3 + Math.floor(random() * 40)) * DAY) : null,
        random() < 0.3 ? Math.ceil(random() * 16) : null,
        random() < 0.2 ? pick(plans) : null,
        createdAt > now - 280 * DAY && random() < 0.5 ? pick(iterations) : null,
        type === 1 ? 1 + Math.floor(random() * 6) : null,
        type === 1 ? 1 + Math.floor(random() * 12) : null,
        '',
        status === 5 ? creator : null,
        creator,
        iso(createdAt),
        iso(updatedAt),
      ]);
      const done = status === 4 || status === 5 || status === 7 || status === 10 ? 1 : 0;
      await put('question_handlers', [questionId, handler, done, 0]);
      if (second !== handler) await put('question_handlers', [questionId, second, done, 1]);
      for (const [from, to, code, hours] of steps) {
        await put('question_history', [
          questionId,
          code,
          code === 13 ? creator : handler,
          from,
          to,
          iso(createdAt + hours * HOUR),
        ]);
      }
      const comments = random() < 0.3 ? (random() < 0.3 ? 2 : 1) : 0;
      for (let index = 0; index < comments; index += 1) {
        await put('question_comments', [
          next('question_comments'),
          questionId,
          pick(members),
          pick(COMMENTS),
          iso(createdAt + (index + 1) * 6 * HOUR),
        ]);
      }
      if (random() < 0.08) {
        attachmentKey += 1;
        const image = random() < 0.6;
        await put('question_attachments', [
          projectId,
          questionId,
          creator,
          `bench/${attachmentKey}`,
          image ? 'screenshot.png' : 'log.txt',
          image ? 'image' : 'file',
          image ? 'image/png' : 'text/plain',
          1000 + Math.floor(random() * 400_000),
          iso(createdAt),
        ]);
      }
      for (const gram of titleGrams(title)) await put('question_title_grams', [projectId, gram, questionId]);
      // The notices of the people concerned; the newest ones are still unread.
      if (handler !== creator && random() < 0.3) {
        await put('user_messages', [
          handler,
          'assigned',
          projectId,
          questionId,
          number,
          title,
          creator,
          createdAt < now - 30 * DAY ? 1 : 0,
          iso(createdAt),
        ]);
      }
    }
    projects.push({ projectId, issues: issueCount, members });
  }
  return { projects, people };
}
