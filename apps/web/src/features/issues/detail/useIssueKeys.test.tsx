import { renderHook } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { commandRegistry } from '../../../app/commands/commandRegistry';
import { changeLocale } from '../../../i18n';
import { useIssueKeys } from './useIssueKeys';

const wrapper = ({ children }: { children: ReactNode }) => <AntdApp>{children}</AntdApp>;

function registeredFor(props: { canEdit: boolean; canManage: boolean; active?: boolean }) {
  const onAddToIteration = vi.fn();
  const view = renderHook(
    () =>
      useIssueKeys({
        projectId: 3,
        questionId: 41,
        active: props.active ?? true,
        canEdit: props.canEdit,
        canManage: props.canManage,
        onEdit: vi.fn(),
        onAddToIteration,
      }),
    { wrapper },
  );
  const commands = commandRegistry.list().map((command) => ({ id: command.id, title: command.title }));
  return { commands, onAddToIteration, unmount: view.unmount };
}

beforeAll(async () => {
  await changeLocale('en');
});

/** Issue 35: the palette's actions on the issue in view follow what the reader may do. */
describe('the issue in view’s commands', () => {
  it('offers edit to editors and "add to iteration" to project admins, and runs the latter', () => {
    const admin = registeredFor({ canEdit: true, canManage: true });
    expect(admin.commands).toEqual([
      { id: 'issue.edit', title: 'Edit the issue' },
      { id: 'issue.addToIteration', title: 'Add the issue to an iteration' },
      { id: 'issue.copyLink', title: "Copy the issue's link" },
    ]);
    commandRegistry
      .list()
      .find((command) => command.id === 'issue.addToIteration')
      ?.run();
    expect(admin.onAddToIteration).toHaveBeenCalledTimes(1);
    admin.unmount();
    expect(commandRegistry.list()).toEqual([]);
  });

  it('leaves a plain member only the link, and registers nothing while inactive', () => {
    const member = registeredFor({ canEdit: false, canManage: false });
    expect(member.commands.map((command) => command.id)).toEqual(['issue.copyLink']);
    member.unmount();
    const hidden = registeredFor({ canEdit: true, canManage: true, active: false });
    expect(hidden.commands).toEqual([]);
    hidden.unmount();
  });
});
