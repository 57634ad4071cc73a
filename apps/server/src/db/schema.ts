import type { Generated } from 'kysely';

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
  is_platform_admin: Generated<number>;
  /** The inviter's user id from registration's `invitation` query (invitation programme). */
  invited_by: number | null;
  /** 1 when the user wants notifications by e-mail (migration 0004); needs a bound e-mail. */
  email_notify: Generated<number>;
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

export interface Database {
  users: UserTable;
  sessions: SessionTable;
  ephemeral_entries: EphemeralEntryTable;
  social_accounts: SocialAccountTable;
  teams: TeamTable;
  team_departments: TeamDepartmentTable;
  team_members: TeamMemberTable;
}
