import { formatMessage } from '@questline/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import { messageWords } from './messageWords';

type Deps = Pick<AppDeps, 'db' | 'mail' | 'config'>;

const WAITING = 1;
const SENT = 2;
/**
 * How long a shutdown waits for the mail it sends (issue 36): well inside the few seconds a stopping process has for
 * its mail and its database after the requests in flight (main.ts).
 */
const MAIL_SHUTDOWN_WAIT_MS = 3_000;

/** One person's waiting messages, marked sent in one statement so that no other instance mails them too. */
function claimWaiting(db: Deps['db'], userId: number) {
  return db
    .updateTable('user_messages')
    .set({ mail_state: SENT })
    .where('user_id', '=', userId)
    .where('mail_state', '=', WAITING)
    .returning([
      'id',
      'kind',
      'project_id',
      'question_number',
      'question_title',
      'work_order_id',
      'operator_id',
      'create_time',
    ])
    .execute();
}

type ClaimedRow = Awaited<ReturnType<typeof claimWaiting>>[number];

/**
 * Issue 11 "E-mail" (ADR 0032): notification e-mail is batched per person. The first waiting message
 * starts a timer of NOTIFY_MAIL_WINDOW_SECONDS; when it fires, every message still waiting is claimed
 * (one UPDATE ... RETURNING, so two instances never mail the same rows) and sent as one mail. The
 * message rows are the queue, so a restart loses no mail: waiting rows are picked up at start-up.
 */
export class NotificationMailer {
  private readonly timers = new Map<number, NodeJS.Timeout>();
  private readonly sending = new Set<Promise<void>>();
  /** The message rows each send under way claimed, until it is sent or they wait again. */
  private readonly claimedBySend = new Set<number[]>();

  constructor(
    private readonly deps: Deps,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** People whose batch waits for its window, and batches being sent (for /metrics). */
  get backlog(): { waiting: number; sending: number } {
    return { waiting: this.timers.size, sending: this.sending.size };
  }

  queue(userId: number): void {
    if (this.timers.has(userId)) return;
    const timer = setTimeout(() => {
      this.timers.delete(userId);
      this.track(this.flush(userId));
    }, this.deps.config.notifyMailWindowMs);
    this.timers.set(userId, timer);
  }

  /** Mail left waiting by a previous run goes out one window after start-up. */
  async resumeWaiting(): Promise<void> {
    const rows = await this.deps.db
      .selectFrom('user_messages')
      .select('user_id')
      .distinct()
      .where('mail_state', '=', WAITING)
      .execute();
    for (const row of rows) this.queue(row.user_id);
  }

  /** Sends one person's waiting messages now, as one mail. */
  async flush(userId: number): Promise<void> {
    const claimed = await claimWaiting(this.deps.db, userId);
    if (claimed.length === 0) return;
    const ids = claimed.map((row) => row.id);
    this.claimedBySend.add(ids);
    try {
      await this.send(userId, claimed);
    } finally {
      this.claimedBySend.delete(ids);
    }
  }

  private async send(userId: number, claimed: ClaimedRow[]): Promise<void> {
    const { db } = this.deps;
    const user = await db
      .selectFrom('users')
      .select(['email', 'nick_name', 'email_notify'])
      .where('id', '=', userId)
      .executeTakeFirst();
    // Switched off or unbound since the events: the messages stay in the app only.
    if (!user?.email || user.email_notify !== 1) return;
    claimed.sort((a, b) => a.id - b.id);
    const projectIds = [...new Set(claimed.flatMap((row) => (row.project_id === null ? [] : [row.project_id])))];
    const operatorIds = [...new Set(claimed.flatMap((row) => (row.operator_id === null ? [] : [row.operator_id])))];
    const projects = projectIds.length
      ? await db.selectFrom('projects').select(['id', 'name']).where('id', 'in', projectIds).execute()
      : [];
    const operators = operatorIds.length
      ? await db.selectFrom('users').select(['id', 'nick_name']).where('id', 'in', operatorIds).execute()
      : [];
    const projectName = new Map(projects.map((row) => [row.id, row.name]));
    const operatorName = new Map(operators.map((row) => [row.id, row.nick_name]));
    // The server does not know the reader's language, so the mail says it in both (zh first, the default).
    const section = (locale: 'zh' | 'en') =>
      [
        formatMessage(locale, 'mailNotifyIntro', { name: user.nick_name }),
        '',
        ...claimed.map((row) =>
          formatMessage(locale, 'mailNotifyLine', {
            ...messageWords(locale, row),
            // A work order belongs to no project: its line says it is one.
            projectName:
              row.work_order_id !== null
                ? formatMessage(locale, 'workOrderNoticeSection')
                : row.project_id === null
                  ? ''
                  : (projectName.get(row.project_id) ?? ''),
            operatorName: row.operator_id === null ? '' : (operatorName.get(row.operator_id) ?? ''),
          }),
        ),
        '',
        formatMessage(locale, 'mailNotifyFooter'),
      ].join('\n');
    const count = claimed.length;
    try {
      await this.deps.mail.send({
        to: user.email,
        subject: `${formatMessage('zh', 'mailNotifySubject', { count })} / ${formatMessage('en', 'mailNotifySubject', { count })}`,
        text: `${section('zh')}\n\n----\n\n${section('en')}`,
      });
    } catch (error) {
      // Undelivered: the rows wait again, for the next event's batch or the next start.
      await this.requeue(claimed.map((row) => row.id));
      throw error;
    }
  }

  private track(sending: Promise<void>): void {
    const tracked = sending
      .catch((error: unknown) => this.log.error({ err: error }, 'notification mail failed'))
      .finally(() => this.sending.delete(tracked));
    this.sending.add(tracked);
  }

  private async requeue(ids: number[]): Promise<void> {
    await this.deps.db
      .updateTable('user_messages')
      .set({ mail_state: WAITING })
      .where('id', 'in', ids)
      .where('mail_state', '=', SENT)
      .execute();
  }

  /**
   * Shutdown: waiting batches go out now rather than at the next start (another instance may never restart). A
   * send still under way after `waitMs` (a mail server that does not answer) gives its messages back to the queue
   * before the process ends, for the next start to send: a mail twice rather than never.
   */
  async close(waitMs = MAIL_SHUTDOWN_WAIT_MS): Promise<void> {
    const users = [...this.timers.keys()];
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    for (const userId of users) this.track(this.flush(userId));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), waitMs)));
    const outcome = await Promise.race([Promise.all(this.sending), late]);
    clearTimeout(timer);
    if (outcome !== 'late') return;
    const stuck = [...this.claimedBySend].flat();
    this.claimedBySend.clear();
    if (stuck.length === 0) return;
    await this.requeue(stuck);
    this.log.warn({ messages: stuck.length }, 'notification mail not sent before shutdown; queued for the next start');
  }
}
