import { fireEvent, screen, waitFor, within } from '@testing-library/react';

/*
 * The page lookups component tests share. Text lookups, not role queries: those walk antd's large DOM and take
 * seconds in jsdom.
 */

/** Types into the field labelled `label`. */
export function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Clicks the first button showing `name`, within `scope`. */
export function clickButton(name: string, scope: HTMLElement = document.body) {
  const button = within(scope)
    .getAllByText(name)
    .map((node) => node.closest('button'))
    .find((node) => node !== null);
  if (!button) throw new Error(`no button ${name}`);
  fireEvent.click(button);
}

/** The topmost open dialog. */
export function dialog(): HTMLElement {
  const all = document.querySelectorAll<HTMLElement>('.ant-modal');
  const last = all[all.length - 1];
  if (!last) throw new Error('no dialog');
  return last;
}

/** Opens an antd Select (or TreeSelect) by its label and picks an option by its text. */
export async function choose(label: string, option: string) {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input.closest('.ant-select') ?? input);
  const item = await waitFor(() => {
    const found = Array.from(
      document.querySelectorAll('.ant-select-item-option, .ant-select-tree-node-content-wrapper'),
    ).find((node) => node.textContent === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

/** The table row that shows `text`. */
export function rowOf(text: string): HTMLElement {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row with ${text}`);
  return row;
}

/** Clicks the control labelled `label` (an icon button, a switch). */
export function clickLabelled(label: string) {
  fireEvent.click(screen.getByLabelText(label));
}
