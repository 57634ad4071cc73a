import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { DialectName } from './db/database';
import type { Database } from './db/schema';
import type { SmsProvider } from './providers/sms';
import type { MailProvider } from './providers/mail';
import type { FileStorage } from './storage/fileStorage';
import type { EphemeralStore } from './store/ephemeral';
import type { QuestionEvents } from './modules/issues/events';
import type { Realtime } from './realtime/hub';
import type { PoolStats } from './http/metrics';

/** What routes hand to services: built once at start-up, passed explicitly. */
export interface AppDeps {
  config: Config;
  db: Kysely<Database>;
  dialect: DialectName;
  /** Captchas, codes, OAuth states and counters, shared by every instance. */
  store: EphemeralStore;
  /** Outgoing e-mail: SMTP when configured, else the log. */
  mail: MailProvider;
  /** The clock; tests pass their own to step over expiries. */
  now: () => Date;
  /** Phone verification codes (the default provider logs them). */
  sms: SmsProvider;
  /** Issue workflow events, emitted after commit; the to-dos issue listens. */
  questionEvents: QuestionEvents;
  /** Attachments and single-use downloads: DATA_DIR/files on disk. */
  files: FileStorage;
  /** Live sockets (issue 11): notifications to a person's room, disconnecting an ended session. */
  realtime: Realtime;
  /** PostgreSQL's pool figures for /metrics (issue 36); absent on SQLite. */
  databasePool?: () => PoolStats;
}
