import type { Generated } from 'kysely';

/** An invitation link (migration 0026, ADR 0108): project_id null joins no project (platform administrator's). */
export interface JoinLinkTable {
  id: Generated<number>;
  /** sha256 of the token; the address is shown once, when the link is made. */
  token_hash: string;
  project_id: number | null;
  creator_id: number;
  /** Lower case; when set only this address may register with the link. */
  email: string | null;
  max_uses: number;
  use_count: Generated<number>;
  expire_time: string;
  revoke_time: string | null;
  create_time: string;
}

/** A one-time link that sets an account's password (migration 0026). */
export interface PasswordLinkTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  creator_id: number;
  expire_time: string;
  used_time: string | null;
  create_time: string;
}

export interface JoiningTables {
  join_links: JoinLinkTable;
  password_links: PasswordLinkTable;
}
