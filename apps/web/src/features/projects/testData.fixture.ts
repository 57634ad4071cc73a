import type { ProjectCard, ProjectMember, ProjectMembersData } from '@questline/contract';

/** Test data of the projects domain; pass only what a test is about. */
export function cardFixture(card: Partial<ProjectCard> = {}): ProjectCard {
  return {
    projectId: 7,
    projectName: 'Apollo',
    description: 'Moon landing tracker',
    projectImg: '',
    ownerId: 1,
    ownerName: 'Ann',
    role: 'owner',
    memberCount: 3,
    moduleCount: 4,
    archived: false,
    hidden: false,
    deleteTime: null,
    purgeTime: null,
    isCurrent: false,
    createTime: '2026-01-01T00:00:00.000Z',
    updateTime: '2026-01-01T00:00:00.000Z',
    ...card,
  };
}

export function memberFixture(member: Partial<ProjectMember> = {}): ProjectMember {
  return {
    userId: 1,
    userName: 'Ann',
    nickName: 'ann',
    avatar: '',
    phonenumber: '13800000001',
    role: 'owner',
    createTime: '2026-01-02T00:00:00.000Z',
    pendingCount: 0,
    ...member,
  };
}

export function membersFixture(
  members: ProjectMember[],
  limit: Partial<ProjectMembersData['limit']> = {},
): ProjectMembersData {
  return {
    members,
    limit: { limit: 5, current: members.length, versionCode: 0, graceUntil: null, mustRemove: false, ...limit },
  };
}

export const ok = <T>(data: T) => ({ code: 200 as const, msg: '', data });
export const page = <T>(rows: T[]) => ({ code: 200 as const, msg: '', rows, total: rows.length });
