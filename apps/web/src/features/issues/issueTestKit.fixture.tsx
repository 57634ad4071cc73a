import type { QuestionDetail, QuestionFormInit } from '@questline/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

/** A member's full issue for component tests; pass only what the test is about. */
export function detailFixture(overrides: Partial<QuestionDetail> = {}): QuestionDetail {
  return {
    questionId: 9,
    projectId: 5,
    number: 42,
    questionName: 'Pay button does nothing',
    questionType: 1,
    severity: 3,
    priority: 4,
    status: 2,
    moduleId: null,
    moduleName: null,
    versionId: null,
    versionName: null,
    handlers: [{ userId: 2, name: 'Dev Dana', completed: false }],
    handlingMode: 'single',
    creator: { userId: 1, name: 'Tester Tom' },
    inReviewBy: null,
    startDate: null,
    deadline: null,
    estimatedHours: null,
    progress: 0,
    planId: null,
    iterationId: null,
    terminal: null,
    defectCategory: null,
    parentId: null,
    createTime: '2026-05-01T02:00:00.000Z',
    updateTime: '2026-05-01T02:00:00.000Z',
    description: '<p>Click <strong>Pay</strong></p>',
    ccUsers: [],
    reviewer: null,
    refuseReason: null,
    attachments: [],
    comments: [],
    history: [],
    parent: null,
    subtasks: [],
    related: [],
    collected: false,
    allowedActions: ['StartRepair', 'CompleteRepair', 'Refuse'],
    canEdit: true,
    canDelete: true,
    removableAttachmentIds: [],
    ...overrides,
  };
}

export function formInitFixture(overrides: Partial<QuestionFormInit> = {}): QuestionFormInit {
  return {
    members: [
      { userId: 1, name: 'Tester Tom' },
      { userId: 2, name: 'Dev Dana' },
      { userId: 3, name: 'Dev Eli' },
    ],
    modules: [
      { moduleId: 11, moduleName: 'Checkout', parentId: null, handlerUserId: 3 },
      { moduleId: 12, moduleName: 'Payment', parentId: 11, handlerUserId: null },
    ],
    versions: [{ versionId: 21, versionName: 'v2.1' }],
    defaultHandlerUserIds: [],
    copyOf: null,
    ...overrides,
  };
}

/** Renders a component with the app's providers (server state, antd App, router). */
export function renderWithApp(element: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AntdApp>
        <MemoryRouter>{element}</MemoryRouter>
      </AntdApp>
    </QueryClientProvider>,
  );
  return client;
}

/** Text lookups: role queries walk antd's large DOM and take seconds in jsdom. */
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

/** Opens an antd Select by its label and picks an option by its text. */
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
