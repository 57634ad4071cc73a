import type { ProjectMember, ProjectMembersData } from '@questline/contract';
import { fireEvent, screen } from '@testing-library/react';

/** Test helpers of the settings tabs (component tests only). */
export const ok = <T>(data: T) => ({ code: 200 as const, msg: '', data });

export function member(userId: number, userName: string): ProjectMember {
  return {
    userId,
    userName,
    nickName: userName,
    avatar: '',
    phonenumber: '',
    role: 'member',
    createTime: '2026-01-01T00:00:00.000Z',
    pendingCount: 0,
  };
}

export function membersData(members: ProjectMember[]): ProjectMembersData {
  return { members, limit: { limit: 5, current: members.length, versionCode: 0, graceUntil: null, mustRemove: false } };
}

export function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Text lookups: role queries walk antd's large DOM and take seconds in jsdom. */
export function clickButton(name: string) {
  const button = screen.getByText(name).closest('button');
  if (!button) throw new Error(`no button ${name}`);
  fireEvent.click(button);
}

export function clickLabelled(label: string) {
  fireEvent.click(screen.getByLabelText(label));
}
