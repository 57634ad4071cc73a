import { act, fireEvent, render, screen } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../i18n';
import { commandRegistry } from './commandRegistry';
import { KeyboardLayer } from './KeyboardLayer';

let unregister: () => void = () => undefined;
const create = vi.fn();

beforeEach(async () => {
  await changeLocale('en');
  unregister = commandRegistry.register([
    { id: 'list.create', title: 'Create an issue', group: 'list', key: 'c', run: create },
  ]);
  render(
    <AntdApp>
      <KeyboardLayer pages={[]} />
      <input aria-label="Title" />
    </AntdApp>,
  );
});
afterEach(() => {
  unregister();
  vi.clearAllMocks();
});

describe('the workspace keys (issue 35)', () => {
  it("runs a registered command's key outside fields, and never while typing in one", () => {
    fireEvent.keyDown(document.body, { key: 'c' });
    expect(create).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(screen.getByLabelText('Title'), { key: 'c' });
    fireEvent.keyDown(document.body, { key: 'c', ctrlKey: true });
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('? lists the shortcuts that work here, the palette first', async () => {
    fireEvent.keyDown(document.body, { key: '?' });
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(dialog.textContent).toContain('Open the command palette');
    expect(dialog.textContent).toContain('cCreate an issue');
    // The list itself is a dialog: the command's key does nothing while it is open.
    act(() => {
      fireEvent.keyDown(document.body, { key: 'c' });
    });
    expect(create).not.toHaveBeenCalled();
  });
});
