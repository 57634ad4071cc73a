import type { ResourceCategory } from '@questline/contract';
import type { Generated } from 'kysely';
import type { Bytes } from './diskSchema';

/** Migration 0032 (issue 32, ADR 0117): a resource of the resource store. */
export interface ResourceTable {
  id: Generated<number>;
  title: string;
  category: ResourceCategory;
  description: string;
  /** A cover picture's generated name, '' for none. */
  cover: string;
  price_fen: number;
  points_price: number;
  members_free: 0 | 1;
  published: 0 | 1;
  downloads: Generated<number>;
  create_time: string;
  update_time: string;
}

export interface ResourceFileTable {
  id: Generated<number>;
  resource_id: number;
  name: string;
  storage_key: string;
  size: Bytes;
  create_time: string;
}

/** A resource bought outright, for money (its paid order) or points (its ledger entry); one per person and resource. */
export interface ResourcePurchaseTable {
  id: Generated<number>;
  user_id: number;
  resource_id: number;
  via: 'order' | 'points';
  order_id: number | null;
  points: number | null;
  create_time: string;
}

export interface ResourceTables {
  resources: ResourceTable;
  resource_files: ResourceFileTable;
  resource_purchases: ResourcePurchaseTable;
}
