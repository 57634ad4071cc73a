import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlanItemRow } from '@questline/contract';
import * as api from '../../../api/issues';
import * as plansApi from '../../../api/plans';
import { changeLocale } from '../../../i18n';
import { detailFixture, formInitFixture } from '../../../test/fixtures/issues';
import { choose, clickButton, dialog } from '../../../test/dom';
import { renderWithApp } from '../../../test/renderPage';

import { QuestionFormDialog, type QuestionFormDialogProps } from './QuestionFormDialog';
import { ok } from '../../../test/api';

vi.mock('../../../api/plans', () => import('../../plans/plansApiMocks.fixture').then((mocks) => mocks.plansApiMock));
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

vi.mock('../../../api/iterations', () => ({
  getIterations: vi.fn().mockResolvedValue({
    code: 200,
    msg: '',
    rows: [{ iterationId: 3, iterationName: 'Sprint 3' }],
    total: 1,
  }),
}));

function renderForm(props: Partial<Pick<QuestionFormDialogProps, 'questionId' | 'parentId' | 'prefill'>> = {}) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderWithApp(<QuestionFormDialog projectId={5} open onClose={onClose} onSaved={onSaved} {...props} />);
  return { onSaved, onClose };
}

function typeTitle(value: string) {
  fireEvent.change(screen.getByLabelText('Title'), { target: { value } });
}

beforeEach(async () => {
  await changeLocale('en');
  vi.mocked(api.getFormInit).mockResolvedValue(ok(formInitFixture()));
  vi.mocked(api.getTerminals).mockResolvedValue(ok([1, 3]));
  vi.mocked(api.findSimilar).mockResolvedValue(ok([]));
  vi.mocked(api.searchRelated).mockResolvedValue(ok([]));
  vi.mocked(api.createQuestion).mockResolvedValue(ok(detailFixture()));
  vi.mocked(api.editQuestion).mockResolvedValue(ok(detailFixture()));
  vi.mocked(api.getQuestion).mockResolvedValue(ok(detailFixture()));
});
afterEach(() => vi.clearAllMocks());

describe('QuestionFormDialog (issue 10, spec point 5 "Issue")', () => {
  it('submits a new issue with the fields as the contract names them', async () => {
    const { onSaved, onClose } = renderForm();
    await screen.findByLabelText('Title');
    typeTitle('  Pay button does nothing  ');
    await choose('Handlers', 'Dev Dana');
    await choose('Priority', 'Urgent');
    await choose('Iteration', 'Sprint 3');
    clickButton('Submit', dialog());
    await waitFor(() => expect(api.createQuestion).toHaveBeenCalledTimes(1));
    expect(api.createQuestion).toHaveBeenCalledWith({
      projectId: 5,
      questionName: 'Pay button does nothing',
      questionType: 1,
      severity: 1,
      priority: 4,
      moduleId: null,
      versionId: null,
      iterationId: 3,
      planId: null,
      handlerUserIds: [2],
      handlingMode: 'single',
      ccUserIds: [],
      startDate: null,
      deadline: null,
      estimatedHours: null,
      progress: 0,
      terminal: null,
      defectCategory: null,
      description: '',
      parentId: null,
      relatedIds: [],
      attachmentIds: [],
      draft: false,
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(detailFixture()));
    expect(onClose).toHaveBeenCalled();
  });

  it('opens with what another page filled in and sends its uploads with the new issue', async () => {
    const upload = {
      attachmentId: 71,
      fileName: 'request.http',
      kind: 'file' as const,
      mimeType: 'text/plain',
      size: 120,
      url: '/prod-api/questionAttachment/71',
      uploader: { userId: 1, name: 'Tess' },
      createTime: '2026-11-29 10:00:00',
    };
    renderForm({
      prefill: { questionName: 'GET /orders answers 500', description: '<p>Status 500</p>', uploads: [upload] },
    });
    expect(await screen.findByLabelText('Title')).toHaveProperty('value', 'GET /orders answers 500');
    expect(screen.getByText('request.http')).toBeTruthy();
    await choose('Handlers', 'Dev Dana');
    clickButton('Submit', dialog());
    await waitFor(() => expect(api.createQuestion).toHaveBeenCalledTimes(1));
    expect(api.createQuestion).toHaveBeenCalledWith(
      expect.objectContaining({
        questionName: 'GET /orders answers 500',
        description: '<p>Status 500</p>',
        attachmentIds: [71],
      }),
    );
  });

  it('saves a subtask as a draft under its parent', async () => {
    renderForm({ parentId: 9 });
    expect(await screen.findByTestId('form-parent')).toHaveProperty(
      'textContent',
      'Subtask of #42 Pay button does nothing',
    );
    typeTitle('Check the gateway');
    await choose('Handlers', 'Dev Eli');
    clickButton('Save as draft', dialog());
    await waitFor(() => expect(api.createQuestion).toHaveBeenCalledTimes(1));
    expect(api.createQuestion).toHaveBeenCalledWith(
      expect.objectContaining({ parentId: 9, questionType: 2, handlerUserIds: [3], draft: true }),
    );
  });

  it('links the issue to a plan or plan group of the project chosen in the form (issue 13)', async () => {
    const plans = [
      { planId: 7, parentId: null, itemType: 1, planName: 'Release 2' },
      { planId: 8, parentId: 7, itemType: 2, planName: 'Checkout' },
      { planId: 9, parentId: 7, itemType: 3, planName: 'Beta' },
    ] as PlanItemRow[];
    vi.mocked(plansApi.getPlanTree).mockResolvedValue(ok(plans));
    renderForm();
    await screen.findByLabelText('Title');
    typeTitle('Card form loses focus');
    await choose('Handlers', 'Dev Eli');
    await choose('Plan', 'Checkout');
    expect(
      Array.from(document.querySelectorAll('.ant-select-item-option')).map((node) => node.textContent),
    ).not.toContain('Beta');
    clickButton('Submit', dialog());
    await waitFor(() => expect(api.createQuestion).toHaveBeenCalledWith(expect.objectContaining({ planId: 8 })));
  });

  it('refuses a missing handler and a title over 100 bytes before sending anything', async () => {
    renderForm();
    await screen.findByLabelText('Title');
    typeTitle('缺'.repeat(34));
    clickButton('Submit', dialog());
    expect(await screen.findByText('Title must be at most 100 bytes (a Chinese character takes 3)')).toBeTruthy();
    expect(await screen.findByText('Choose at least one handler')).toBeTruthy();
    expect(api.createQuestion).not.toHaveBeenCalled();
  });

  it("puts the chosen module's default handler among the handlers", async () => {
    vi.mocked(api.getFormInit).mockImplementation((_projectId, options = {}) =>
      Promise.resolve(ok(formInitFixture({ defaultHandlerUserIds: options.moduleId === 11 ? [3] : [] }))),
    );
    renderForm();
    await screen.findByLabelText('Title');
    await choose('Module', 'Checkout');
    await waitFor(() => expect(api.getFormInit).toHaveBeenCalledWith(5, { moduleId: 11 }));
    const handlers = screen.getByLabelText('Handlers').closest('.ant-select') as HTMLElement;
    await waitFor(() => expect(within(handlers).getByText('Dev Eli')).toBeTruthy());
  });

  it('shows similar issues already filed as the title is typed, each opening in a new tab', async () => {
    vi.mocked(api.findSimilar).mockResolvedValue(
      ok([
        { questionId: 12, number: 12, questionName: 'Pay button broken', status: 2, score: 0.9 },
        { questionId: 13, number: 13, questionName: 'Pay page slow', status: 3, score: 0.5 },
      ]),
    );
    renderForm();
    await screen.findByLabelText('Title');
    typeTitle('P');
    typeTitle('Pay button');
    const hint = await screen.findByTestId('similar-hint');
    expect(api.findSimilar).toHaveBeenCalledTimes(1);
    expect(api.findSimilar).toHaveBeenCalledWith(5, 'Pay button');
    expect(within(hint).getByText('Similar issues already filed:')).toBeTruthy();
    const link = within(hint).getByText('#12 Pay button broken').closest('a');
    expect(link?.getAttribute('href')).toBe('/problem?projectId=5&questionId=12');
    expect(link?.getAttribute('target')).toBe('_blank');
  });

  it('edits with the updateTime seen; a stale answer shows the message and reloads the issue', async () => {
    vi.mocked(api.editQuestion).mockRejectedValue(
      new Error('Someone else changed this issue; reload it and try again'),
    );
    renderForm({ questionId: 9 });
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveProperty('value', 'Pay button does nothing'));
    typeTitle('Pay button does nothing at all');
    clickButton('Save', dialog());
    await waitFor(() => expect(api.editQuestion).toHaveBeenCalledTimes(1));
    expect(api.editQuestion).toHaveBeenCalledWith(
      expect.objectContaining({
        projectId: 5,
        questionId: 9,
        updateTime: '2026-05-01T02:00:00.000Z',
        questionName: 'Pay button does nothing at all',
        handlerUserIds: [2],
        submit: false,
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Someone else changed this issue; reload it and try again');

    vi.mocked(api.getQuestion).mockResolvedValue(
      ok(detailFixture({ questionName: 'Renamed by Dana', updateTime: '2026-05-02T00:00:00.000Z' })),
    );
    clickButton('Reload the issue', alert);
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveProperty('value', 'Renamed by Dana'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
