import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../api/issues';
import { changeLocale } from '../../../i18n';
import { detailFixture, formInitFixture } from '../../../test/fixtures/issues';
import { choose, clickButton, dialog } from '../../../test/dom';
import { renderWithApp } from '../../../test/renderPage';

import { draftKey, readDraft, saveDraft } from './draftStore';
import { QuestionFormDialog } from './QuestionFormDialog';
import { newQuestionValues } from './questionValues';
import { ok } from '../../../test/api';

vi.mock('../../../api/plans', () => import('../../plans/plansApiMocks.fixture').then((mocks) => mocks.plansApiMock));
vi.mock('../../../api/iterations', () => ({
  getIterations: vi.fn().mockResolvedValue({ code: 200, msg: '', rows: [], total: 0 }),
}));
vi.mock('../../../api/issues', () => ({
  getFormInit: vi.fn(),
  getTerminals: vi.fn(),
  getQuestion: vi.fn(),
  createQuestion: vi.fn(),
  editQuestion: vi.fn(),
  findSimilar: vi.fn(),
  searchRelated: vi.fn(),
  uploadAttachment: vi.fn(),
}));

function renderForm(props: { questionId?: number } = {}) {
  const onClose = vi.fn();
  renderWithApp(<QuestionFormDialog projectId={5} open onClose={onClose} onSaved={vi.fn()} {...props} />);
  return { onClose };
}

function typeTitle(value: string) {
  fireEvent.change(screen.getByLabelText('Title'), { target: { value } });
}

/** The discard question, a second dialog over the form. */
function confirmation(): HTMLElement | null {
  return document.querySelector<HTMLElement>('.ant-modal-confirm');
}

beforeEach(async () => {
  window.localStorage.clear();
  await changeLocale('en');
  vi.mocked(api.getFormInit).mockResolvedValue(ok(formInitFixture()));
  vi.mocked(api.getTerminals).mockResolvedValue(ok([1, 3]));
  vi.mocked(api.findSimilar).mockResolvedValue(ok([]));
  vi.mocked(api.createQuestion).mockResolvedValue(ok(detailFixture()));
  vi.mocked(api.getQuestion).mockResolvedValue(ok(detailFixture()));
});
afterEach(() => vi.clearAllMocks());

describe('QuestionFormDialog keeps what was typed (issue 38, point 5)', () => {
  it('closes an untouched form at once', async () => {
    const { onClose } = renderForm();
    await screen.findByLabelText('Title');
    clickButton('Cancel', dialog());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(confirmation()).toBeNull();
  });

  it('asks before Cancel throws a half-written issue away; keeping on editing keeps it', async () => {
    const { onClose } = renderForm();
    await screen.findByLabelText('Title');
    typeTitle('Checkout hangs');
    clickButton('Cancel', dialog());
    await waitFor(() => expect(confirmation()?.textContent).toContain('Discard what you wrote?'));
    expect(onClose).not.toHaveBeenCalled();
    clickButton('Keep editing', confirmation() ?? undefined);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Title')).toHaveProperty('value', 'Checkout hangs');
  });

  it('asks on Escape too, and a confirmed discard drops the local draft', async () => {
    const { onClose } = renderForm();
    await screen.findByLabelText('Title');
    typeTitle('Checkout hangs');
    expect(readDraft(draftKey(5))?.values.questionName).toBe('Checkout hangs');
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    await waitFor(() => expect(confirmation()).not.toBeNull());
    clickButton('Discard', confirmation() ?? undefined);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(readDraft(draftKey(5))).toBeNull();
  });

  it('offers the kept draft when the form opens and restores it', async () => {
    saveDraft(draftKey(5), { ...newQuestionValues(undefined, [2]), questionName: 'Checkout hangs', priority: 4 });
    renderForm();
    await screen.findByText(/You have an unsent issue from/);
    expect(screen.getByLabelText('Title')).toHaveProperty('value', '');
    clickButton('Restore it');
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveProperty('value', 'Checkout hangs'));
    expect(screen.queryByText(/You have an unsent issue from/)).toBeNull();
  });

  it('clears the draft once the issue is created', async () => {
    renderForm();
    await screen.findByLabelText('Title');
    typeTitle('Checkout hangs');
    await choose('Handlers', 'Dev Dana');
    clickButton('Submit', dialog());
    await waitFor(() => expect(api.createQuestion).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(readDraft(draftKey(5))).toBeNull());
  });

  it('keeps no local draft of an edit, but still asks before dropping the changes', async () => {
    const { onClose } = renderForm({ questionId: 9 });
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveProperty('value', 'Pay button does nothing'));
    typeTitle('Pay button does nothing at all');
    expect(Object.keys(window.localStorage).filter((key) => key.includes('issueDraft'))).toEqual([]);
    clickButton('Cancel', dialog());
    await waitFor(() => expect(confirmation()?.textContent).toContain('have not been saved'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps the save buttons in sight: the body scrolls, not the dialog', async () => {
    renderForm();
    await screen.findByLabelText('Title');
    const body = dialog().querySelector<HTMLElement>('.ant-modal-body');
    expect(body?.style.overflowY).toBe('auto');
    expect(body?.style.maxHeight).toContain('100vh');
  });
});

describe('draftStore', () => {
  it('reads nothing from a draft of another shape or without content', () => {
    window.localStorage.setItem(draftKey(5), JSON.stringify({ savedAt: 1, values: { questionName: 'x' } }));
    expect(readDraft(draftKey(5))).toBeNull();
    window.localStorage.setItem(draftKey(5), '{not json');
    expect(readDraft(draftKey(5))).toBeNull();
    saveDraft(draftKey(5), newQuestionValues(undefined, [2]));
    expect(readDraft(draftKey(5))).toBeNull();
  });

  it('keeps drafts apart per project and per parent, without uploads, dates as dates', () => {
    const upload = {
      attachmentId: 1,
      fileName: 'a.png',
      kind: 'image' as const,
      mimeType: 'image/png',
      size: 1,
      url: '/a',
      createTime: '2026-05-01 10:00:00',
    };
    saveDraft(draftKey(5, 7), {
      ...newQuestionValues(7, []),
      questionName: 'Sub',
      uploads: [{ ...upload, uploader: detailFixture().creator }],
      deadline: dayjs('2026-06-01'),
    });
    expect(readDraft(draftKey(5))).toBeNull();
    expect(readDraft(draftKey(6, 7))).toBeNull();
    const draft = readDraft(draftKey(5, 7));
    expect(draft?.values.parentId).toBe(7);
    expect(draft?.values).not.toHaveProperty('uploads');
    expect(draft?.values.deadline?.format('YYYY-MM-DD')).toBe('2026-06-01');
  });
});
