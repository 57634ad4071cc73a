import type { MyProjectsData, ProjectCard } from '@questline/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App, Menu } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { projectKeys } from './queries';
import { useProjectMenu } from './useProjectMenu';

const LONG = '支付中心与结算平台二期改造项目（跨部门联合攻关）';

function card(projectId: number, projectName: string): ProjectCard {
  return {
    projectId,
    projectName,
    description: '',
    projectImg: '',
    ownerId: 1,
    ownerName: 'ann',
    role: 'owner',
    memberCount: 80,
    moduleCount: 0,
    archived: false,
    hidden: false,
    deleteTime: null,
    purgeTime: null,
    isCurrent: projectId === 1,
    createTime: '2026-11-01T00:00:00.000Z',
    updateTime: '2026-11-01T00:00:00.000Z',
  };
}

function ProjectMenu() {
  const { item } = useProjectMenu();
  return <Menu mode="inline" items={[item]} />;
}

function withProjects(data: MyProjectsData) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(projectKeys.mine(), data);
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <App>{children}</App>
    </QueryClientProvider>
  );
}

afterEach(cleanup);

describe("the left menu's project entry (spec point 2)", () => {
  it('cuts a long current name to the menu with an ellipsis and names every project in full on hover', async () => {
    const projects = [card(1, `${LONG}1`), card(2, `${LONG}2`)];
    render(<ProjectMenu />, { wrapper: withProjects({ current: projects[0] ?? null, projects }) });
    const current = screen.getByTestId('current-project');
    expect(current.textContent).toBe(`${LONG}1`);
    expect(current.style.textOverflow).toBe('ellipsis');
    expect(current.style.minWidth).toBe('0px');
    fireEvent.click(current);
    expect((await screen.findByTitle(`${LONG}2`)).textContent).toBe(`${LONG}2`);
  });
});
