import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { PRERENDERED_PATHS, SIGNED_IN_PATHS, fillTemplate, prerenderFileName, renderPortalPage } from './entry';

const TEMPLATE = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta name="description" content="generic" />
    <meta property="og:title" content="Questline" />
    <meta
      property="og:description"
      content="generic"
    />
    <title>Questline</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** Issue 12, ADR 0050: the portal pages the build writes as HTML. */
describe('portal prerender entry', () => {
  afterAll(() => i18n.changeLanguage('zh'));

  it('prerenders every portal route of spec point 2, / and /home as two files, the self-hosted `/` page at /welcome (ADR 0103) and /login (ADR 0090)', () => {
    expect(PRERENDERED_PATHS).toEqual([
      '/',
      '/home',
      '/welcome',
      '/functions',
      '/deploylocally',
      '/clientside',
      '/price',
      '/about',
      '/updateLog',
      '/login',
    ]);
    expect(PRERENDERED_PATHS.map(prerenderFileName)).toContain('index.html');
    expect(prerenderFileName('/updateLog')).toBe('updateLog.html');
  });

  it('draws the price page with the layout, its heading and its own title in zh and in en', async () => {
    const zh = await renderPortalPage('/price', 'zh');
    expect(zh.body).toContain('data-testid="portal-nav"');
    expect(zh.body).toContain('选择适合团队的方案</h1>');
    expect(zh.body).toContain('href="/register"');
    expect(zh.meta?.title).toBe('价格 · Questline');

    const en = await renderPortalPage('/price', 'en');
    expect(en.body).toContain('Pick the plan that fits your team</h1>');
    expect(en.meta?.title).toBe('Pricing · Questline');
    expect(en.meta?.description).toMatch(/^Price, projects, members/);
  });

  it("draws a self-hosted installation's short page with 'sign in' and its own title in zh and in en (ADR 0103)", async () => {
    const zh = await renderPortalPage('/welcome', 'zh');
    expect(zh.body).toContain('portal-button-large" href="/login" data-discover="true">登录</a>');
    expect(zh.meta?.title).toBe('Questline：团队自己的项目与缺陷管理');
    const en = await renderPortalPage('/welcome', 'en');
    expect(en.body).toContain('portal-button-large" href="/login" data-discover="true">Sign in</a>');
    expect(en.meta?.title).toBe("Questline: your team's own project and defect tracker");
  });

  it('draws each portal page without throwing and with a main heading', async () => {
    for (const path of PRERENDERED_PATHS.filter((entry) => entry !== '/login')) {
      const page = await renderPortalPage(path, 'zh');
      expect(page.body, path).toMatch(/<h1[^>]*>/);
    }
  });

  it("draws the sign-in form with its antd styles in zh and en, keeping index.html's title (ADR 0090)", async () => {
    const zh = await renderPortalPage('/login', 'zh');
    expect(zh.body).toMatch(/<input[^>]*id="username"/);
    expect(zh.body).toMatch(/<input[^>]*type="password"/);
    // Enter before hydration must not send the form as a GET that reloads /login and drops what was typed.
    expect(zh.body).toMatch(/<form[^>]*method="dialog"/);
    expect(zh.body).toContain('登录');
    expect(zh.styles).toMatch(/^<style[^>]*>.*\.ant-btn/s);
    expect(zh.meta).toBeUndefined();

    const en = await renderPortalPage('/login', 'en');
    expect(en.body).toContain('Sign in');
    expect(en.body).not.toContain('登录');
  });

  it('names the routes that need a session: the workspace and /bindPhone, never the portal or /login', () => {
    expect(SIGNED_IN_PATHS).toContain('/problem');
    expect(SIGNED_IN_PATHS).toContain('/bindPhone');
    expect(SIGNED_IN_PATHS).toContain('/admin/invoices');
    expect(SIGNED_IN_PATHS).not.toContain('/login');
    expect(SIGNED_IN_PATHS).not.toContain('/price');
  });

  it('refuses a path that is not prerendered', async () => {
    await expect(renderPortalPage('/index', 'zh')).rejects.toThrow('/index is not a prerendered route');
  });

  it('fills index.html with the page, its language, title, description and Open Graph tags', () => {
    const html = fillTemplate(
      TEMPLATE,
      {
        body: '<div class="portal">x</div>',
        styles: '',
        meta: { title: 'Pricing · "Questline"', description: 'Plans & prices' },
      },
      'en',
    );
    expect(html).toContain('<html lang="en" data-prerendered="en">');
    expect(html).toContain('<title>Pricing · &quot;Questline&quot;</title>');
    expect(html).toContain('<meta name="description" content="Plans &amp; prices" />');
    expect(html).toContain('<meta property="og:title" content="Pricing · &quot;Questline&quot;" />');
    expect(html).toContain('<meta property="og:description" content="Plans &amp; prices" />');
    expect(html).toContain('<meta property="og:locale" content="en_US" />');
    expect(html).toContain('<div id="root"><div class="portal">x</div></div>');
    expect(html).not.toContain('generic');
  });

  it("keeps index.html's title for a page without its own and puts its styles in the head", () => {
    const html = fillTemplate(TEMPLATE, { body: '<form>$&</form>', styles: '<style>.a{}</style>' }, 'zh');
    expect(html).toContain('<html lang="zh-CN" data-prerendered="zh">');
    expect(html).toContain('<title>Questline</title>');
    expect(html).toContain('<style>.a{}</style></head>');
    expect(html).toContain('<div id="root"><form>$&</form></div>');
  });
});
