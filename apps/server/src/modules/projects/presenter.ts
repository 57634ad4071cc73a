import type { ProjectCard, ProjectRole } from '@questline/contract';
import { limitsOf } from './planLimits';

const DAY_MS = 86_400_000;

/** A project row joined with the caller's membership, its owner and its counts (queries.ts). */
export interface ProjectCardRow {
  id: number;
  name: string;
  description: string;
  image: string;
  owner_id: number;
  owner_name: string;
  owner_version_code: number;
  role: ProjectRole;
  hidden: number;
  archived: number;
  delete_time: string | null;
  member_count: number | string;
  module_count: number | string;
  create_time: string;
  update_time: string;
}

/**
 * When the purge removes a project in the recycle bin (DOMAIN.md "deleted-project retention" of the
 * owner's plan): "same day" is the end of the UTC day it was deleted on; permanent retention never.
 */
export function purgeTimeOf(deleteTime: string, ownerVersionCode: number): string | null {
  const days = limitsOf(ownerVersionCode).retentionDays;
  if (days === null) return null;
  const deleted = new Date(deleteTime);
  if (days === 0) {
    return new Date(Date.UTC(deleted.getUTCFullYear(), deleted.getUTCMonth(), deleted.getUTCDate() + 1)).toISOString();
  }
  return new Date(deleted.getTime() + days * DAY_MS).toISOString();
}

export function toProjectCard(row: ProjectCardRow, currentProjectId: number | null): ProjectCard {
  return {
    projectId: row.id,
    projectName: row.name,
    description: row.description,
    projectImg: row.image,
    ownerId: row.owner_id,
    ownerName: row.owner_name,
    role: row.role,
    memberCount: Number(row.member_count),
    moduleCount: Number(row.module_count),
    archived: row.archived === 1,
    hidden: row.hidden === 1,
    deleteTime: row.delete_time,
    purgeTime: row.delete_time === null ? null : purgeTimeOf(row.delete_time, row.owner_version_code),
    isCurrent: row.id === currentProjectId,
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}
