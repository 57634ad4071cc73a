import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { pendingQuestionWork } from '../issues/handOver';
import { moduleHandlerWork } from '../projectModules/handOver';
import { pendingTestTaskWork } from '../testing/handOver';

type Db = Kysely<Database> | Transaction<Database>;

/** Who leaves, who takes their work, who asks, and when. */
export interface HandOver {
  projectId: number;
  fromUserId: number;
  toUserId: number;
  callerId: number;
  now: Date;
}

/** One kind of work a member holds in a project: counted for the member list and the leaving member, handed over. */
interface PendingWorkKind {
  countOf(db: Db, projectId: number, userId: number): Promise<number>;
  countByMember(db: Db, projectId: number): Promise<Map<number, number>>;
  /** Moves the leaving member's work of this kind to `toUserId`, inside the leaving's transaction. */
  handOver(trx: Transaction<Database>, options: HandOver): Promise<void>;
}

/**
 * The one hand-over of pending work (spec point 6 "Removed or quitting members' pending tasks must be reassigned"):
 * the issues waiting on the member (issues/handOver.ts), the unfinished test tasks they own or execute
 * (testing/handOver.ts) and the modules whose default handler they are (projectModules/handOver.ts). A kind of work
 * added later is one entry here.
 */
const PENDING_WORK: readonly PendingWorkKind[] = [pendingQuestionWork, pendingTestTaskWork, moduleHandlerWork];

/** How much work a member must hand over before leaving the project. */
export async function pendingWorkCount(db: Db, projectId: number, userId: number): Promise<number> {
  let count = 0;
  for (const kind of PENDING_WORK) count += await kind.countOf(db, projectId, userId);
  return count;
}

/** Pending work per member of a project, for the member list. */
export async function pendingWorkByMember(db: Db, projectId: number): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  for (const kind of PENDING_WORK) {
    for (const [userId, count] of await kind.countByMember(db, projectId)) {
      counts.set(userId, (counts.get(userId) ?? 0) + count);
    }
  }
  return counts;
}

/** Hands every kind of the leaving member's work to `toUserId`, in the order of PENDING_WORK. */
export async function handOverPendingWork(trx: Transaction<Database>, options: HandOver): Promise<void> {
  for (const kind of PENDING_WORK) await kind.handOver(trx, options);
}
