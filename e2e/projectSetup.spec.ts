import { apiCall, registerThroughApi } from './support/accounts';
import { expectAccessible } from './support/axe';
import { button } from './support/pages';
import { acceptInvitation, seedProject } from './support/seed';
import { speaks, useToken } from './support/session';
import { expect, test } from './support/journey';

/**
 * Issue 8 "Done when", second half: an owner imports a team's members into a project and organises its
 * modules, versions and iteration stages in the settings, in both languages (spec points 2 "team", 3
 * "Project", "Project module", 4 "Iteration stages", 5 "Names", 7 "Modules", "Project users").
 */

const labels = {
  zh: {
    membersTab: '成员',
    importButton: '导入',
    fromTeam: '团队',
    team: '团队',
    modulesTab: '模块',
    addModule: '新增模块',
    moduleName: '模块名称',
    addChild: (name: string) => `在 ${name} 下新增模块`,
    save: '保存',
    versionsTab: '版本',
    addVersion: '新增版本',
    versionName: '版本名称',
    rocket: '火箭',
    stagesTab: '迭代阶段',
    newStage: '新阶段名称',
    addStage: '新增阶段',
    moveUp: (name: string) => `上移 ${name}`,
    stageList: '阶段顺序',
    notStarted: '未开始',
    completed: '已完成',
  },
  en: {
    membersTab: 'Members',
    importButton: 'Import',
    fromTeam: 'A team',
    team: 'Team',
    modulesTab: 'Modules',
    addModule: 'Add module',
    moduleName: 'Module name',
    addChild: (name: string) => `Add a module under ${name}`,
    save: 'Save',
    versionsTab: 'Versions',
    addVersion: 'Add version',
    versionName: 'Version name',
    rocket: 'Rocket',
    stagesTab: 'Stages',
    newStage: 'New stage name',
    addStage: 'Add stage',
    moveUp: (name: string) => `Move ${name} up`,
    stageList: 'Stages in order',
    notStarted: 'Not started',
    completed: 'Completed',
  },
} as const;
type Lang = keyof typeof labels;

for (const lang of ['zh', 'en'] as const satisfies readonly Lang[]) {
  test(`project setup: import a team's members, modules, versions and stages (${lang})`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const l = labels[lang];
    const owner = await registerThroughApi(request);
    const teammate = await registerThroughApi(request);
    const teamName = `Crew ${lang} ${owner.phone.slice(-4)}`;
    const { teamId } = await apiCall<{ teamId: number }>(request, 'POST', '/questline/team/addTeam', {
      token: owner.token,
      data: { name: teamName },
    });
    await apiCall(request, 'POST', '/questline/team/addMember', {
      token: owner.token,
      data: { teamId, phone: teammate.phone },
    });
    await acceptInvitation(request, teammate.token, 'team', teamId);
    const { projectId } = await seedProject(request, owner.token, `Orbit ${lang}`);
    await useToken(context, baseURL ?? '', owner.token);
    await speaks(page, lang);

    // Import the teammate from the team (spec point 7 getTeamUserListByTwoProId).
    await page.goto(`/index?settings=${String(projectId)}&tab=members`);
    await expect(page.getByRole('tab', { name: l.membersTab, selected: true })).toBeVisible({ timeout: 15_000 });
    await button(page, l.importButton).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(l.fromTeam, { exact: true }).click();
    await dialog.getByRole('combobox', { name: l.team }).click();
    // antd draws the visible options apart from its hidden listbox; pick the one a person sees.
    await page.locator('.ant-select-dropdown').getByTitle(teamName).click();
    const maskedPhone = `${teammate.phone.slice(0, 3)}****${teammate.phone.slice(7)}`;
    await dialog.getByRole('checkbox', { name: new RegExp(maskedPhone.replace(/\*/g, '\\*')) }).check();
    await expectAccessible(page);
    await button(dialog, l.importButton).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: teammate.phone })).toBeVisible();

    // Modules: a root module and one below it (spec point 3 "Project module").
    await page.getByRole('tab', { name: l.modulesTab }).click();
    await button(page, l.addModule).click();
    await page.getByRole('dialog').getByLabel(l.moduleName).fill('Login');
    await button(page.getByRole('dialog'), l.save).click();
    // Each module's row carries its own labelled actions: they show the module is in the tree.
    await expect(page.getByRole('button', { name: l.addChild('Login') })).toBeVisible();
    await page.getByRole('button', { name: l.addChild('Login') }).click();
    await page.getByRole('dialog').getByLabel(l.moduleName).fill('Phone code');
    await button(page.getByRole('dialog'), l.save).click();
    await expect(page.getByRole('button', { name: l.addChild('Phone code') })).toBeVisible();
    await expectAccessible(page);

    // A version with its icon (spec point 3 "versions with icons").
    await page.getByRole('tab', { name: l.versionsTab }).click();
    await button(page, l.addVersion).click();
    await page.getByRole('dialog').getByLabel(l.versionName).fill('v1.0');
    await page.getByRole('dialog').getByText(l.rocket, { exact: true }).click();
    await button(page.getByRole('dialog'), l.save).click();
    await expect(page.getByRole('row').filter({ hasText: 'v1.0' })).toBeVisible();
    await expectAccessible(page);

    // Stages between the two fixed ones, reordered (spec point 4 "Iteration stages").
    await page.getByRole('tab', { name: l.stagesTab }).click();
    for (const stage of ['Review', 'Testing']) {
      await page.getByLabel(l.newStage).fill(stage);
      await button(page, l.addStage).click();
      await expect(page.getByRole('list', { name: l.stageList }).getByText(stage, { exact: true })).toBeVisible();
    }
    await page.getByRole('button', { name: l.moveUp('Testing') }).click();
    const order = page.getByRole('list', { name: l.stageList }).getByRole('listitem');
    await expect(order).toHaveText([
      new RegExp(`^${l.notStarted}`),
      /^Testing/,
      /^Review/,
      new RegExp(`^${l.completed}`),
    ]);
    await expectAccessible(page);
  });
}
