import type { Editor } from '@tiptap/react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
  editProgress: vi.fn(),
  editPlanTime: vi.fn(),
  addComment: vi.fn(),
  removeComment: vi.fn(),
  removeAttachment: vi.fn(),
  toggleCollect: vi.fn(),
  deleteQuestion: vi.fn(),
  uploadAttachment: vi.fn(),
  listShares: vi.fn(),
  createShare: vi.fn(),
  revokeShare: vi.fn(),
}));

const changed = { updateTime: '2026-05-02T00:00:00.000Z', questionId: 9, status: 3 };

function renderDrawer() {
  const onChanged = vi.fn();
  const onClose = vi.fn();
  renderWithApp(<QuestionDrawer projectId={5} questionId={9} onClose={onClose} onChanged={onChanged} />);
  return { onChanged, onClose };
}

/** Types into a TipTap editor the way its commands do (jsdom has no real text input). */
async function typeRich(label: string, html: string) {
  // The editor loads lazily (LazyRichTextEditor), so it is found once it has arrived.
  const area = (await screen.findByLabelText(label)) as HTMLElement & { editor: Editor };
  act(() => {
    area.editor.commands.setContent(html);
  });
}

beforeEach(async () => {
  await changeLocale('en');
  vi.mocked(api.getQuestion).mockResolvedValue(ok(detailFixture()));
  vi.mocked(api.getFormInit).mockResolvedValue(ok(formInitFixture()));
  vi.mocked(api.runAction).mockResolvedValue(ok(changed));
  vi.mocked(api.editProgress).mockResolvedValue(ok(changed));
  vi.mocked(api.addComment).mockResolvedValue(ok({ commentId: 70 }));
  vi.mocked(api.removeComment).mockResolvedValue(ok(null));
});
afterEach(() => vi.clearAllMocks());

describe('QuestionDrawer (issue 10, DOMAIN.md "Issue workflow")', () => {
  it('shows the issue with exactly the actions the server allows and a link to the full page', async () => {
    renderDrawer();
    await screen.findByTestId('question-detail');
    expect(screen.getByText('Pay button does nothing')).toBeTruthy();
    const actions = screen.getByTestId('workflow-actions');
    expect(Array.from(actions.querySelectorAll('button')).map((button) => button.textContent)).toEqual([
      'Start repair',
      'Complete repair',
      'Refuse',
    ]);
    expect(screen.queryByText('Close')).toBeNull();
    expect(screen.getByText('Open full page').closest('a')?.getAttribute('href')).toBe(
      '/problem?projectId=5&questionId=9',
    );
    expect(within(screen.getByTestId('question-description')).getByText('Pay')).toBeTruthy();
  });

  it('runs an action without inputs at once with the updateTime seen, then refreshes', async () => {
    const { onChanged } = renderDrawer();
    await screen.findByTestId('workflow-actions');
    clickButton('Start repair', screen.getByTestId('workflow-actions'));
    await waitFor(() =>
      expect(api.runAction).toHaveBeenCalledWith('StartRepair', {
        projectId: 5,
        questionId: 9,
        updateTime: '2026-05-01T02:00:00.000Z',
      }),
    );
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(api.getQuestion).toHaveBeenCalledTimes(2);
  });

  it('shows the new status at once, before the server answers, and puts the old one back when refused', async () => {
    let answer: (value: unknown) => void = () => undefined;
    let refuse: (reason: Error) => void = () => undefined;
    vi.mocked(api.runAction)
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)) as never)
      .mockImplementationOnce(() => new Promise((_, reject) => (refuse = reject)) as never);
    // The server's reading after the first step; the second is refused, so the reading after it is the same.
    vi.mocked(api.getQuestion).mockResolvedValueOnce(ok(detailFixture()));
    renderDrawer();
    const tags = await screen.findByTestId('shared-tags');
    expect(within(tags).getByLabelText('Status: To solve')).toBeTruthy();
    vi.mocked(api.getQuestion).mockResolvedValue(ok(detailFixture({ status: 3, allowedActions: ['CompleteRepair'] })));

    clickButton('Start repair', screen.getByTestId('workflow-actions'));
    expect(await within(screen.getByTestId('shared-tags')).findByLabelText('Status: Repairing')).toBeTruthy();
    // Nothing is pressed on a guess: no step is offered until the server has answered.
    expect(screen.queryByTestId('workflow-actions')).toBeNull();
    answer(ok(changed));
    await within(await screen.findByTestId('workflow-actions')).findByText('Complete repair');

    clickButton('Complete repair', screen.getByTestId('workflow-actions'));
    await screen.findByTestId('action-form');
    clickButton('Confirm', dialog());
    expect(await within(screen.getByTestId('shared-tags')).findByLabelText('Status: To verify')).toBeTruthy();
    // The reading after the refusal never comes here: what shows "Repairing" again is the undo alone.
    vi.mocked(api.getQuestion).mockImplementation(() => new Promise(() => undefined));
    refuse(new Error('Someone changed this issue'));
    expect(await within(screen.getByTestId('shared-tags')).findByLabelText('Status: Repairing')).toBeTruthy();
  });

  it('refuses only with a reason and a note, and sends them', async () => {
    renderDrawer();
    await screen.findByTestId('workflow-actions');
    clickButton('Refuse', screen.getByTestId('workflow-actions'));
    const form = await screen.findByTestId('action-form');
    clickButton('Confirm', dialog());
    expect(await within(form).findByText('Choose a reason')).toBeTruthy();
    expect(await within(form).findByText('Enter a note')).toBeTruthy();
    expect(api.runAction).not.toHaveBeenCalled();

    await choose('Reason', 'Cannot reproduce');
    fireEvent.change(within(form).getByLabelText('Note'), { target: { value: ' Works on my phone ' } });
    clickButton('Confirm', dialog());
    await waitFor(() =>
      expect(api.runAction).toHaveBeenCalledWith('Refuse', {
        projectId: 5,
        questionId: 9,
        updateTime: '2026-05-01T02:00:00.000Z',
        refuseReason: 4,
        note: 'Works on my phone',
      }),
    );
  });

  it('asks for the re-reviewer when passing to re-review', async () => {
    vi.mocked(api.getQuestion).mockResolvedValue(
      ok(detailFixture({ status: 4, allowedActions: ['AdoptReviewAndRetrial'] })),
    );
    renderDrawer();
    await screen.findByTestId('workflow-actions');
    clickButton('Pass and send to re-review', screen.getByTestId('workflow-actions'));
    await screen.findByTestId('action-form');
    await choose('Re-reviewer', 'Dev Eli');
    clickButton('Confirm', dialog());
    await waitFor(() =>
      expect(api.runAction).toHaveBeenCalledWith(
        'AdoptReviewAndRetrial',
        expect.objectContaining({ reviewerUserId: 3 }),
      ),
    );
  });

  it('refuses an empty comment, adds one, and removes one of my own after confirming', async () => {
    vi.mocked(api.getQuestion).mockResolvedValue(
      ok(
        detailFixture({
          comments: [
            {
              commentId: 60,
              content: '<p>Seen on iOS too</p>',
              author: { userId: 1, name: 'Tester Tom' },
              createTime: '2026-05-02T00:00:00.000Z',
              mine: true,
            },
            {
              commentId: 61,
              content: '<p>Looking</p>',
              author: { userId: 2, name: 'Dev Dana' },
              createTime: '2026-05-02T01:00:00.000Z',
              mine: false,
            },
          ],
        }),
      ),
    );
    renderDrawer();
    expect(await screen.findAllByTestId('comment')).toHaveLength(2);
    clickButton('Add comment');
    expect((await screen.findByRole('alert')).textContent).toBe('Comment cannot be empty');
    await typeRich('Write a comment', '<p>   </p>');
    clickButton('Add comment');
    await screen.findByRole('alert');
    expect(api.addComment).not.toHaveBeenCalled();

    await typeRich('Write a comment', '<p>Fixed in <strong>v2.2</strong>?</p>');
    clickButton('Add comment');
    await waitFor(() =>
      expect(api.addComment).toHaveBeenCalledWith({
        projectId: 5,
        questionId: 9,
        content: '<p>Fixed in <strong>v2.2</strong>?</p>',
      }),
    );

    expect(screen.queryByLabelText('Remove the comment by Dev Dana')).toBeNull();
    fireEvent.click(screen.getByLabelText('Remove the comment by Tester Tom'));
    clickButton(
      'Remove',
      await screen.findByText('Remove this comment?').then((node) => node.closest('.ant-popover') as HTMLElement),
    );
    await waitFor(() => expect(api.removeComment).toHaveBeenCalledWith(60));
  });

  it('offers removal only of the attachments the server names, and removes one after confirming', async () => {
    const file = (attachmentId: number, fileName: string) => ({
      attachmentId,
      fileName,
      kind: 'file' as const,
      mimeType: 'application/octet-stream',
      size: 2048,
      url: `/prod-api/questline/questionAttachment/${String(attachmentId)}`,
      uploader: { userId: 2, name: 'Tester Tom' },
      createTime: '2026-11-20T08:00:00.000Z',
    });
    vi.mocked(api.getQuestion).mockResolvedValue(
      ok(
        detailFixture({
          attachments: [file(31, 'log.txt'), file(32, 'trace.zip')],
          removableAttachmentIds: [31],
        }),
      ),
    );
    vi.mocked(api.removeAttachment).mockResolvedValue(ok(null));
    renderDrawer();
    fireEvent.click(await screen.findByLabelText('Remove log.txt'));
    expect(screen.queryByLabelText('Remove trace.zip')).toBeNull();
    clickButton(
      'Remove',
      await screen
        .findByText('Remove log.txt from this issue? The file is deleted for everyone.')
        .then((node) => node.closest('.ant-popover') as HTMLElement),
    );
    await waitFor(() => expect(api.removeAttachment).toHaveBeenCalledWith(31));
  });

  it('saves the progress when the slider is let go', async () => {
    vi.mocked(api.getQuestion).mockResolvedValue(ok(detailFixture({ progress: 40 })));
    renderDrawer();
    const slider = await screen.findByRole('slider', { name: 'Progress' });
    expect(screen.getByTestId('progress-value').textContent).toBe('40%');
    fireEvent.keyDown(slider, { key: 'ArrowRight', keyCode: 39 });
    await waitFor(() => expect(screen.getByTestId('progress-value').textContent).toBe('45%'));
    expect(api.editProgress).not.toHaveBeenCalled();
    fireEvent.keyUp(slider, { key: 'ArrowRight', keyCode: 39 });
    await waitFor(() =>
      expect(api.editProgress).toHaveBeenCalledWith({
        projectId: 5,
        questionId: 9,
        updateTime: '2026-05-01T02:00:00.000Z',
        progress: 45,
      }),
    );
  });

  it('offers "upload from phone" to those who may edit the issue only (issue 32)', async () => {
    renderDrawer();
    await screen.findByTestId('question-detail');
    expect(screen.getByRole('button', { name: /Upload from phone/ })).toBeTruthy();
  });

  it('offers no "upload from phone" to a member who may not edit the issue', async () => {
    vi.mocked(api.getQuestion).mockResolvedValue(ok({ ...detailFixture(), canEdit: false }));
    renderDrawer();
    await screen.findByTestId('question-detail');
    expect(screen.queryByRole('button', { name: /Upload from phone/ })).toBeNull();
  });
});
