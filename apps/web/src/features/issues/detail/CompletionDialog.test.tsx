import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../api/issues';
import { changeLocale } from '../../../i18n';
import { detailFixture, formInitFixture } from '../../../test/fixtures/issues';
import { choose, clickButton, dialog } from '../../../test/dom';
import { renderWithApp } from '../../../test/renderPage';

import { QuestionDrawer } from './QuestionDrawer';
import { ok } from '../../../test/api';

vi.mock('../../../api/issues', () => ({
  getQuestion: vi.fn(),
  getFormInit: vi.fn(),
  runAction: vi.fn(),
  searchRelated: vi.fn(),
  listShares: vi.fn(),
}));

const seen = '2026-05-01T02:00:00.000Z';
const original = {
  questionId: 4,
  number: 2,
  questionName: 'Login fails',
  status: 2 as const,
  questionType: 1 as const,
};

function renderDrawer() {
  renderWithApp(<QuestionDrawer projectId={5} questionId={9} onClose={vi.fn()} onChanged={vi.fn()} />);
}

const buttons = () =>
  Array.from(screen.getByTestId('workflow-actions').querySelectorAll('button')).map((button) => ({
    text: button.textContent,
    primary: button.classList.contains('ant-btn-variant-solid'),
  }));

beforeEach(async () => {
  await changeLocale('en');
  vi.mocked(api.getQuestion).mockResolvedValue(ok(detailFixture()));
  vi.mocked(api.getFormInit).mockResolvedValue(ok(formInitFixture()));
  vi.mocked(api.runAction).mockResolvedValue(ok({ updateTime: seen, questionId: 9, status: 4 }));
  vi.mocked(api.searchRelated).mockResolvedValue(ok([original]));
});
afterEach(() => vi.clearAllMocks());

describe('what "Complete repair" records (issue 38 point 7)', () => {
  it('offers a resolution, the fixed-in version and a note, and sends them', async () => {
    renderDrawer();
    await screen.findByTestId('workflow-actions');
    clickButton('Complete repair', screen.getByTestId('workflow-actions'));
    const form = await screen.findByTestId('action-form');
    expect(within(form).queryByLabelText('Fixed in version')).toBeNull();
    await choose('Resolution', 'Fixed');
    // The version is offered only once the resolution is a fix.
    await within(form).findByLabelText('Fixed in version');
    await choose('Fixed in version', 'v2.1');
    fireEvent.change(within(form).getByLabelText('Note'), { target: { value: 'Null check added' } });
    clickButton('Confirm', dialog());
    await waitFor(() =>
      expect(api.runAction).toHaveBeenCalledWith('CompleteRepair', {
        projectId: 5,
        questionId: 9,
        updateTime: seen,
        resolution: 1,
        fixedVersionId: 21,
        note: 'Null check added',
      }),
    );
  });

  it('still completes with nothing said', async () => {
    renderDrawer();
    await screen.findByTestId('workflow-actions');
    clickButton('Complete repair', screen.getByTestId('workflow-actions'));
    await screen.findByTestId('action-form');
    clickButton('Confirm', dialog());
    await waitFor(() =>
      expect(api.runAction).toHaveBeenCalledWith('CompleteRepair', { projectId: 5, questionId: 9, updateTime: seen }),
    );
  });

  it('asks which issue a duplicate duplicates, found by search, in Chinese too', async () => {
    await changeLocale('zh');
    renderDrawer();
    await screen.findByTestId('workflow-actions');
    clickButton('完成修复', screen.getByTestId('workflow-actions'));
    const form = await screen.findByTestId('action-form');
    await choose('解决方式', '重复问题');
    const search = await within(form).findByLabelText('重复于');
    clickButton('确 定', dialog());
    expect(await within(form).findByText('请选择与之重复的问题')).toBeTruthy();
    expect(api.runAction).not.toHaveBeenCalled();

    fireEvent.change(search, { target: { value: 'Login' } });
    await waitFor(() => expect(api.searchRelated).toHaveBeenCalledWith(5, 'Login', 9, undefined));
    await choose('重复于', '#2 Login fails');
    clickButton('确 定', dialog());
    await waitFor(() =>
      expect(api.runAction).toHaveBeenCalledWith(
        'CompleteRepair',
        expect.objectContaining({ resolution: 3, duplicateOfId: 4 }),
      ),
    );
  });

  it('shows what the completion said in the history', async () => {
    vi.mocked(api.getQuestion).mockResolvedValue(
      ok(
        detailFixture({
          history: [
            {
              historyId: 1,
              code: 2,
              operator: { userId: 3, name: 'Dev Eli' },
              fromStatus: 3,
              toStatus: 4,
              note: 'Same root cause',
              detail: { resolution: 3, duplicateOf: { questionId: 4, number: 2, questionName: 'Login fails' } },
              createTime: seen,
            },
          ],
        }),
      ),
    );
    renderDrawer();
    const lines = await screen.findByTestId('history-resolution');
    expect(lines.textContent).toBe('Resolution: DuplicateDuplicate of #2 Login fails');
    expect(screen.getByText('Same root cause')).toBeTruthy();
  });

  it('makes the next expected step the primary button once review passed', async () => {
    vi.mocked(api.getQuestion).mockResolvedValue(ok(detailFixture({ status: 7, allowedActions: ['Reopen', 'Close'] })));
    renderDrawer();
    await screen.findByTestId('workflow-actions');
    expect(buttons()).toEqual([
      { text: 'Close', primary: true },
      { text: 'Reopen', primary: false },
    ]);
  });
});
