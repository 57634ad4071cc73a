import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/projects';
import { i18n } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import ProjectsPage from './ProjectsPage';
import { cardFixture } from '../../test/fixtures/projects';
import { ok, page } from '../../test/api';
import { clickButton, dialog, type } from '../../test/dom';

vi.mock('../../api/projects', () => ({
  getProjectList: vi.fn(),
  getMyProjects: vi.fn(),
  createProject: vi.fn(),
  uploadProjectImage: vi.fn(),
  joinProject: vi.fn(),
  hideProject: vi.fn(),
  archiveProject: vi.fn(),
  recycleProject: vi.fn(),
  restoreProject: vi.fn(),
  deleteProject: vi.fn(),
}));

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

beforeEach(() => {
  vi.mocked(api.getMyProjects).mockResolvedValue(ok({ current: null, projects: [] }));
  for (const call of [api.hideProject, api.archiveProject, api.recycleProject, api.restoreProject, api.deleteProject]) {
    vi.mocked(call).mockResolvedValue(ok(null));
  }
});

afterEach(() => {
  vi.clearAllMocks();
  window.localStorage.clear();
});

describe('/index project home (spec point 2 "index", point 4 "Project")', () => {
  it('shows each project with owner, role, member and module counts', async () => {
    vi.mocked(api.getProjectList).mockResolvedValue(page([cardFixture({ isCurrent: true })]));
    renderPage(<ProjectsPage />, '/index');
    const card = await screen.findByTestId('project-card');
    expect(within(card).getByText('Apollo')).toBeTruthy();
    expect(within(card).getByText('Moon landing tracker')).toBeTruthy();
    expect(within(card).getByText('Ann')).toBeTruthy();
    // The owner's label and the role tag.
    expect(within(card).getAllByText('Owner')).toHaveLength(2);
    expect(within(card).getByText('3')).toBeTruthy();
    expect(within(card).getByText('4')).toBeTruthy();
    expect(within(card).getByText('Current')).toBeTruthy();
    expect(api.getProjectList).toHaveBeenCalledWith('active');
  });

  it('tells a new user what to do, and switches views through the URL', async () => {
    vi.mocked(api.getProjectList).mockResolvedValue(page([]));
    const { router } = renderPage(<ProjectsPage />, '/index');
    expect(await screen.findByText('No projects yet')).toBeTruthy();
    expect(screen.getByText(/join a colleague's project with the invitation code/)).toBeTruthy();
    const recycled = cardFixture({ deleteTime: '2026-03-01T00:00:00.000Z', purgeTime: '2026-03-01T23:59:00.000Z' });
    vi.mocked(api.getProjectList).mockResolvedValue(page([recycled]));
    fireEvent.click(screen.getByText('Recycle bin'));
    expect(await screen.findByText(/^Purged on 2026-03-0\d/)).toBeTruthy();
    expect(router.state.location.search).toBe('?view=recycle');
    expect(api.getProjectList).toHaveBeenLastCalledWith('recycle');
    // In the recycle bin the owner may only restore or delete.
    expect(screen.getByText('Restore')).toBeTruthy();
    expect(screen.queryByText('Open')).toBeNull();
  });

  it('offers per-role actions: a member opens, sees settings and hides, nothing more', async () => {
    vi.mocked(api.getProjectList).mockResolvedValue(page([cardFixture({ role: 'member' })]));
    renderPage(<ProjectsPage />, '/index');
    await screen.findByTestId('project-card');
    fireEvent.click(screen.getByTestId('project-more'));
    fireEvent.click(await screen.findByText('Hide'));
    await waitFor(() => expect(api.hideProject).toHaveBeenCalledWith(7, true));
    expect(screen.queryByText('Archive')).toBeNull();
    expect(screen.queryByText('Move to recycle bin')).toBeNull();
  });

  it('opens a project: makes it current, then shows its issues', async () => {
    vi.mocked(api.getProjectList).mockResolvedValue(page([cardFixture()]));
    renderPage(<ProjectsPage />, '/index');
    await screen.findByTestId('project-card');
    fireEvent.click(screen.getByTestId('project-open'));
    expect(await screen.findByTestId('landed')).toHaveProperty('textContent', '/problem');
    expect(api.getMyProjects).toHaveBeenCalledWith(7);
  });

  it('checks the name before creating (spec point 5) and sends the trimmed project', async () => {
    vi.mocked(api.getProjectList).mockResolvedValue(page([]));
    vi.mocked(api.createProject).mockResolvedValue(ok(cardFixture()));
    renderPage(<ProjectsPage />, '/index');
    clickButton((await screen.findAllByText('New project'))[0]?.textContent ?? '');
    clickButton('Create', dialog());
    expect(await screen.findByText('Please enter the project name')).toBeTruthy();
    type('Project name', 'a/b');
    expect(await screen.findByText('Project name must not contain special characters')).toBeTruthy();
    type('Project name', '项目'.repeat(11));
    expect(await screen.findByText('Project name must be at most 60 bytes (a Chinese character takes 3)')).toBeTruthy();
    expect(api.createProject).not.toHaveBeenCalled();
    type('Project name', ' Apollo ');
    type('Description', 'Moon');
    clickButton('Create', dialog());
    expect(await screen.findByText('Project created')).toBeTruthy();
    expect(api.createProject).toHaveBeenCalledWith({ projectName: 'Apollo', description: 'Moon', projectImg: '' });
  });

  it('explains a reached project limit and offers the VIP upgrade (spec points 6 and 8, 500101)', async () => {
    vi.mocked(api.getProjectList).mockResolvedValue(page([]));
    vi.mocked(api.createProject).mockRejectedValue({
      code: 500101,
      msg: 'limit',
      data: { limit: 5, current: 5, versionCode: 0, kind: 'projects' },
    });
    renderPage(<ProjectsPage />, '/index');
    clickButton((await screen.findAllByText('New project'))[0]?.textContent ?? '');
    type('Project name', 'Sixth');
    clickButton('Create', dialog());
    expect(await screen.findByText('Project limit reached')).toBeTruthy();
    expect(screen.getByTestId('plan-limit-text').textContent).toBe('Your Free plan allows 5 projects and you have 5.');
    clickButton('Upgrade to VIP');
    expect(await screen.findByTestId('landed')).toHaveProperty('textContent', '/user/UpgradeAccount');
  });

  it('joins by invitation code and verification code, both required', async () => {
    vi.mocked(api.getProjectList).mockResolvedValue(page([]));
    vi.mocked(api.joinProject).mockResolvedValue(ok(cardFixture({ projectName: 'Gemini' })));
    renderPage(<ProjectsPage />, '/index');
    clickButton((await screen.findAllByText('Join by code'))[0]?.textContent ?? '');
    clickButton('Join', dialog());
    expect(await screen.findByText('Please enter the invitation code')).toBeTruthy();
    expect(await screen.findByText('Please enter the verification code')).toBeTruthy();
    expect(api.joinProject).not.toHaveBeenCalled();
    type('Invitation code', ' abcd2345 ');
    type('Verification code', '1234');
    clickButton('Join', dialog());
    expect(await screen.findByText('You joined Gemini')).toBeTruthy();
    expect(api.joinProject).toHaveBeenCalledWith('ABCD2345', '1234');
  });

  it('deletes permanently only with the typed name', async () => {
    vi.mocked(api.getProjectList).mockResolvedValue(page([cardFixture({ deleteTime: '2026-03-01T00:00:00.000Z' })]));
    renderPage(<ProjectsPage />, '/index', '/index?view=recycle');
    fireEvent.click(await screen.findByTestId('project-delete'));
    type('Type the project name “Apollo” to confirm', 'Apolo');
    clickButton('Delete permanently', dialog());
    expect(await screen.findByText('The deletion confirmation text does not match')).toBeTruthy();
    expect(api.deleteProject).not.toHaveBeenCalled();
    type('Type the project name “Apollo” to confirm', 'Apollo');
    clickButton('Delete permanently', dialog());
    expect(await screen.findByText('Project deleted permanently')).toBeTruthy();
    expect(api.deleteProject).toHaveBeenCalledWith(7, 'Apollo');
  });
});
