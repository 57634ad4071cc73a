import type { JoinedBy } from '@questline/contract';
import type { Generated } from 'kysely';
import type { AdminTables } from './adminSchema';
import type { IssueTables } from './issueSchema';
import type { IterationTables } from './iterationSchema';
import type { TestingTables } from './testingSchema';
import type { KnowledgeTables } from './knowledgeSchema';
import type { NoticeTables } from './noticeSchema';
import type { FinanceTables } from './financeSchema';
import type { PlanTables } from './planSchema';
import type { SystemTables } from './systemSchema';
import type { JoiningTables } from './joiningSchema';
import type { WorkOrderTables } from './workOrderSchema';
import type { DiskTables } from './diskSchema';
import type { ResourceTables } from './resourceSchema';
import type { MobileUploadTables } from './mobileUploadSchema';
import type { InvitationTables } from './invitationSchema';
import type { DemoTables } from './demoSchema';
import type { AiTables } from './aiSchema';
import type { ApiTestingTables } from './apiTestingSchema';
import type { ImTables } from './imSchema';

/**
 * Table shapes as kysely sees them. Instants are ISO-8601 UTC text and
 * booleans are 0/1 integers on both dialects (docs/adr/0003-portable-columns.md).
 */
export interface UserTable {
  id: Generated<number>;
  user_name: string;
  nick_name: string;
  password_hash: string | null;
  phone: string | null;
  email: string | null;
  avatar: Generated<string>;
  introduction: Generated<string>;
  version_code: Generated<number>;
  /** When the paid plan ends (migration 0016); null on Free. At that time the account returns to Free. */
  vip_end_time: string | null;
  is_platform_admin: Generated<number>;
  /** The inviter's user id from registration's `invitation` query (invitation programme). */
  invited_by: number | null;
  /** 1 when the user wants notifications by e-mail (migration 0004); needs a bound e-mail. */
  email_notify: Generated<number>;
  /** The project the workspace works in (issue 8), kept here so it follows the user to another browser. */
  current_project_id: number | null;
  /** How the account came to be (migration 0026, ADR 0108). */
  joined_by: Generated<JoinedBy>;
  /** The points balance, changed only with a points_ledger entry in one transaction (migration 0027, ADR 0111). */
  points: Generated<number>;
  /** How many registered through the user's invitation link (migration 0027): every tenth earns more. */
  invitee_count: Generated<number>;
  /** The live demo's sandbox the person belongs to (migration 0034, ADR 0121); null for everyone real. */
  demo_sandbox_id: number | null;
  /** 1 while a platform administrator keeps the account out (migration 0038, issue 35): no sign-in, no session. */
  disabled: Generated<number>;
  create_time: string;
  update_time: string;
}

export interface SessionTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 of the token: a leaked table does not leak usable tokens. */
  token_hash: string;
  create_time: string;
  expire_time: string;
  /** Set when the session was ended; the reason decides the 401 message. */
  end_time: string | null;
  end_reason: string | null;
}

/** Key-value rows with an expiry: the database-backed EphemeralStore (store/sqlStore.ts). */
export interface EphemeralEntryTable {
  key: string;
  value: string;
  expire_time: string;
}

/** A WeChat or QQ account bound to a user (spec point 6 "Bindings"); open_id is unique per provider. */
export interface SocialAccountTable {
  id: Generated<number>;
  user_id: number;
  provider: 'weichat' | 'qq';
  open_id: string;
  nick_name: string;
  avatar: string;
  create_time: string;
}

/** Issue 8. `delete_time` set = in the recycle bin; the purge job removes it after the owner's retention. */
export interface ProjectTable {
  id: Generated<number>;
  name: string;
  description: Generated<string>;
  image: Generated<string>;
  owner_id: number;
  archived: Generated<number>;
  delete_time: string | null;
  add_code: string | null;
  verify_code: string | null;
  add_code_end_time: string | null;
  /** Set while the project has more members than its owner's plan allows (DOMAIN.md "Plan limits"). */
  member_grace_until: string | null;
  /** The last issue number given out in this project (migration 0007). */
  question_seq: Generated<number>;
  create_time: string;
  update_time: string;
}

export interface ProjectUserTable {
  id: Generated<number>;
  project_id: number;
  user_id: number;
  role: 'owner' | 'admin' | 'member';
  /** The display name in this project (spec point 3 "Project user"). */
  alias: string;
  /** 1 when this member hid the project from their own list. */
  hidden: Generated<number>;
  create_time: string;
  update_time: string;
}

export interface ProjectModuleTable {
  id: Generated<number>;
  project_id: number;
  parent_id: number | null;
  name: string;
  serial_no: Generated<number>;
  handler_user_id: number | null;
  create_time: string;
  update_time: string;
}

export interface ProjectVersionTable {
  id: Generated<number>;
  project_id: number;
  name: string;
  icon: string;
  sort: Generated<number>;
  create_time: string;
  update_time: string;
}

export interface ProjectGroupTable {
  id: Generated<number>;
  project_id: number;
  name: string;
  create_time: string;
  update_time: string;
}

export interface ProjectGroupMemberTable {
  group_id: number;
  user_id: number;
}

export interface IterationStageTable {
  id: Generated<number>;
  project_id: number;
  name: string;
  /** 'notStarted' | 'completed' for the two fixed stages, null for the user's own. */
  fixed: string | null;
  sort: number;
  create_time: string;
  update_time: string;
}

export interface ProjectNoticeTable {
  id: Generated<number>;
  project_id: number;
  title: string;
  content: string;
  publish_time: string;
  status: Generated<number>;
  create_by: number;
  create_time: string;
  update_time: string;
}

/** A team (issue 8); its creator is the owner and also has an `owner` row in team_members. */
export interface TeamTable {
  id: Generated<number>;
  name: string;
  owner_id: number;
  create_time: string;
  update_time: string;
}

/** One node of a team's department tree; `sort` orders siblings. */
export interface TeamDepartmentTable {
  id: Generated<number>;
  team_id: number;
  parent_id: number | null;
  name: string;
  sort: Generated<number>;
  create_time: string;
  update_time: string;
}

/** A person in a team, in at most one department (null: the team itself); one row per team and user. */
export interface TeamMemberTable {
  id: Generated<number>;
  team_id: number;
  user_id: number;
  department_id: number | null;
  role: 'owner' | 'admin' | 'member';
  create_time: string;
  update_time: string;
}

/** The portal's update log (issue 12): one release note in one language. */
export interface UpdateLogEntryTable {
  id: Generated<number>;
  day: string;
  locale: 'zh' | 'en';
  summary: string;
  content: string;
  create_time: string;
  update_time: string;
}

export interface Database
  extends
    IssueTables,
    IterationTables,
    PlanTables,
    TestingTables,
    KnowledgeTables,
    NoticeTables,
    FinanceTables,
    SystemTables,
    JoiningTables,
    InvitationTables,
    WorkOrderTables,
    DiskTables,
    ResourceTables,
    MobileUploadTables,
    DemoTables,
    AiTables,
    ApiTestingTables,
    AdminTables,
    ImTables {
  users: UserTable;
  sessions: SessionTable;
  ephemeral_entries: EphemeralEntryTable;
  social_accounts: SocialAccountTable;
  projects: ProjectTable;
  project_users: ProjectUserTable;
  project_modules: ProjectModuleTable;
  project_versions: ProjectVersionTable;
  project_groups: ProjectGroupTable;
  project_group_members: ProjectGroupMemberTable;
  iteration_stages: IterationStageTable;
  project_notices: ProjectNoticeTable;
  teams: TeamTable;
  team_departments: TeamDepartmentTable;
  team_members: TeamMemberTable;
  update_log_entries: UpdateLogEntryTable;
}
