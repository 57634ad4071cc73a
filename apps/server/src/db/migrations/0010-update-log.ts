import type { Kysely } from 'kysely';
import { type Migration, withId } from './kit';

/** Release notes as Questline shipped them: each entry once in Chinese and once in English. */
const RELEASES: { day: string; zh: [string, string]; en: [string, string] }[] = [
  {
    day: '2026-11-22',
    zh: [
      '基础平台上线',
      '<p>服务器、数据库（默认 SQLite，可选 PostgreSQL）、统一的接口返回格式和错误提示，以及网页应用的路由与登录保护。</p><ul><li>健康检查与 OpenAPI 接口清单</li><li>中文和英文界面</li></ul>',
    ],
    en: [
      'The foundation',
      "<p>Server, database (SQLite by default, PostgreSQL optional), one answer format with clear error messages, and the web app's routes with sign-in protection.</p><ul><li>Health check and OpenAPI listing</li><li>Chinese and English interface</li></ul>",
    ],
  },
  {
    day: '2026-11-23',
    zh: [
      '账号、项目与团队',
      '<p>图形验证码登录、手机验证码注册与找回密码、个人中心和头像、微信与 QQ 登录、邮箱绑定。</p><p>项目与成员、项目模块和设置、团队与部门；所有页面通过无障碍检查。</p>',
    ],
    en: [
      'Accounts, projects and teams',
      '<p>Sign-in with a captcha, registration and password reset by phone code, the personal centre and avatars, WeChat and QQ sign-in, e-mail binding.</p><p>Projects and members, project modules and settings, teams and departments; every page passes accessibility checks.</p>',
    ],
  },
  {
    day: '2026-11-23',
    zh: [
      '问题跟踪',
      '<p>缺陷、任务、需求和优化的完整评审流程，附件与粘贴图片、公开分享链接、Excel 导入导出；阿里云、腾讯云和 Webhook 短信通道。</p>',
    ],
    en: [
      'Issue tracking',
      '<p>The whole review workflow for defects, tasks, requirements and optimisations, attachments and pasted images, public share links, Excel import and export; Aliyun, Tencent Cloud and webhook SMS providers.</p>',
    ],
  },
  {
    day: '2026-11-24',
    zh: [
      '门户网站',
      '<p>首页、功能介绍、价格、关于我们、更新日志、本地部署和客户端页面；静态资源预压缩，首页只需下载不到 150 KB 的脚本；可安装为桌面或手机应用。</p>',
    ],
    en: [
      'The public site',
      '<p>Home, features, pricing, about, update log, local deployment and client pages; assets precompressed, so the home page downloads under 150 KB of script; installable as a desktop or mobile app.</p>',
    ],
  },
];

/** The update log of the portal (issue 12), shipped with Questline's own releases. */
export const updateLog: Migration = {
  async up(db) {
    await withId(db, db.schema.createTable('update_log_entries'))
      .addColumn('day', 'varchar(10)', (col) => col.notNull())
      .addColumn('locale', 'varchar(8)', (col) => col.notNull())
      .addColumn('summary', 'varchar(200)', (col) => col.notNull())
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('create_time', 'varchar(32)', (col) => col.notNull())
      .addColumn('update_time', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('update_log_entries_locale_day')
      .on('update_log_entries')
      .columns(['locale', 'day'])
      .execute();

    const now = new Date().toISOString();
    const rows = RELEASES.flatMap((release) =>
      (['zh', 'en'] as const).map((locale) => ({
        day: release.day,
        locale,
        summary: release[locale][0],
        content: release[locale][1],
        create_time: now,
        update_time: now,
      })),
    );
    // The table as this migration made it: migrations do not see the application's table types.
    const typed = db as unknown as Kysely<{ update_log_entries: (typeof rows)[number] }>;
    await typed.insertInto('update_log_entries').values(rows).execute();
  },
};
