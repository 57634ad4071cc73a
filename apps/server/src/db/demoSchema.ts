import type { Generated } from 'kysely';

/** Migration 0034 (issue 39, ADR 0121): one visitor's copy of the demo team. */
export interface DemoSandboxTable {
  id: Generated<number>;
  /** 1..DEMO_SEATS, unique: the seat limit holds against visitors arriving at once. */
  seat: number;
  create_time: string;
  last_active_time: string;
}

export interface DemoTables {
  demo_sandboxes: DemoSandboxTable;
}
