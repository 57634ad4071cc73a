import type { ApiRequestDetail, ApiRequestSummary, ApiSendResult, ApiWorkspace } from '@questline/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/apiTesting';
import type * as ApiTestingApi from '../../api/apiTesting';
import { changeLocale } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import ApiTestingPage from './ApiTestingPage';
import { ok } from '../../test/api';

// The addresses are the real ones; the calls are the test's.
vi.mock('../../api/apiTesting', async (original) => ({
  ...(await original<typeof ApiTestingApi>()),
  getApiWorkspace: vi.fn(),
  getApiRequest: vi.fn(),
  sendApiRequest: vi.fn(),
  editApiRequest: vi.fn(),
}));
vi.mock('../../api/projects', () => ({
  getMyProjects: vi.fn().mockResolvedValue({ code: 200, msg: '', data: { current: null, projects: [] } }),
}));

const listOrders: ApiRequestSummary = {
  requestId: 11,
  collectionId: 1,
  folderId: 2,
  name: 'List orders',
  method: 'GET',
  url: '{{baseUrl}}/orders',
  sort: 1,
  defect: null,
};

const workspace: ApiWorkspace = {
  secretsVisible: false,
  environments: [
    {
      environmentId: 3,
      name: 'Staging',
      variables: [
        { name: 'baseUrl', value: 'https://staging.example.com', secret: false },
        { name: 'token', value: null, secret: true },
      ],
      updateTime: '2026-11-29T08:00:00.000Z',
    },
  ],
  collections: [
    {
      collectionId: 1,
      name: 'Orders API',
      description: '',
      folders: [{ folderId: 2, collectionId: 1, parentId: null, name: 'Orders', sort: 1 }],
      requests: [listOrders],
      updateTime: '2026-11-29T08:00:00.000Z',
    },
  ],
};

const detail: ApiRequestDetail = {
  ...listOrders,
  spec: {
    method: 'GET',
    url: '{{baseUrl}}/orders',
    query: [],
    headers: [],
    body: { mode: 'none' },
    auth: { type: 'bearer', token: '{{token}}' },
    assertions: [{ kind: 'status', expected: 200 }],
  },
  updateTime: '2026-11-29T08:00:00.000Z',
};

const answered: ApiSendResult = {
  historyId: 41,
  passed: false,
  error: null,
  response: {
    status: 500,
    statusText: 'Internal Server Error',
    headers: [['content-type', 'application/json']],
    body: '{"error":"database unavailable"}',
    bodyEncoding: 'text',
    size: 32,
    truncated: false,
    timeMs: 87,
    finalUrl: 'https://staging.example.com/orders',
    redirects: [],
  },
  assertions: [{ assertion: { kind: 'status', expected: 200 }, passed: false, actual: '500', miss: null }],
};

beforeEach(async () => {
  await changeLocale('en');
  vi.mocked(api.getApiWorkspace).mockResolvedValue(ok(workspace));
  vi.mocked(api.getApiRequest).mockResolvedValue(ok(detail));
  vi.mocked(api.sendApiRequest).mockResolvedValue(ok(answered));
  vi.mocked(api.editApiRequest).mockImplementation(async (body) =>
    ok({ ...detail, name: body.name, updateTime: 'later' }),
  );
});

describe('/testing (issue 34)', () => {
  it('opens the request the address names, sends it through the environment and shows the failed assertion', async () => {
    renderPage(<ApiTestingPage />, '/testing', '/testing?projectId=5&requestId=11');
    expect(await screen.findByText('Orders API')).toBeTruthy();
    const name = await screen.findByLabelText('Request name');
    expect(name).toHaveProperty('value', 'List orders');
    expect(screen.getByLabelText('Address')).toHaveProperty('value', '{{baseUrl}}/orders');
    fireEvent.click(screen.getByRole('button', { name: /Send/ }));
    await waitFor(() =>
      expect(api.sendApiRequest).toHaveBeenCalledWith({
        projectId: 5,
        requestId: 11,
        environmentId: 3,
        spec: detail.spec,
      }),
    );
    expect((await screen.findByTestId('send-outcome')).textContent).toBe('Failed');
    expect(screen.getByText('Status equals 200')).toBeTruthy();
    expect(screen.getByText('actual: 500')).toBeTruthy();
    expect(screen.getByRole('button', { name: /File a defect from this response/ })).toBeTruthy();
  });

  it('saves the edited request over the version it loaded', async () => {
    renderPage(<ApiTestingPage />, '/testing', '/testing?projectId=5&requestId=11');
    const name = await screen.findByLabelText('Request name');
    fireEvent.change(name, { target: { value: 'All orders' } });
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() =>
      expect(api.editApiRequest).toHaveBeenCalledWith(
        expect.objectContaining({ projectId: 5, requestId: 11, name: 'All orders', updateTime: detail.updateTime }),
      ),
    );
    expect(await screen.findByRole('button', { name: /Saved/ })).toBeTruthy();
  });

  it('shows a secret masked and locked to a member who is not an admin', async () => {
    renderPage(<ApiTestingPage />, '/testing', '/testing?projectId=5');
    fireEvent.click(await screen.findByRole('button', { name: /Environments/ }));
    const dialog = await screen.findByRole('dialog');
    const secret = within(dialog).getByLabelText('Value token');
    expect(secret).toHaveProperty('value', '');
    expect(secret).toHaveProperty('disabled', true);
    expect(secret.getAttribute('placeholder')).toBe('Hidden');
    expect(within(dialog).getByText('Only project admins can change secrets.')).toBeTruthy();
  });
});
