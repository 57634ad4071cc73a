import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { PRERENDERED_PATHS, fillTemplate, prerenderFileName, renderPortalPage } from './entry';

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

  it('prerenders every portal route of spec point 2, / and /home as two files', () => {
    expect(PRERENDERED_PATHS).toEqual([
      '/',
      '/home',
      '/functions',
      '/deploylocally',
      '/clientside',
      '/price',
      '/about',
      '/updateLog',
    ]);
    expect(PRERENDERED_PATHS.map(prerenderFileName)).toContain('index.html');
    expect(prerenderFileName('/updateLog')).toBe('updateLog.html');
  });

  it('draws the price page with the layout, its heading and its own title in zh and in en', async () => {
    const zh = await renderPortalPage('/price', 'zh');
    expect(zh.body).toContain('data-testid="portal-nav"');
    expect(zh.body).toContain('选择适合团队的方案</h1>');
    expect(zh.body).toContain('href="/register"');
    expect(zh.title).toBe('价格 · Questline');

    const en = await renderPortalPage('/price', 'en');
    expect(en.body).toContain('Pick the plan that fits your team</h1>');
    expect(en.title).toBe('Pricing · Questline');
    expect(en.description).toMatch(/^Price, projects, members/);
  });

  it('draws each portal page without throwing and with a main heading', async () => {
    for (const path of PRERENDERED_PATHS) {
      const page = await renderPortalPage(path, 'zh');
      expect(page.body, path).toMatch(/<h1[^>]*>/);
    }
  });

  it('refuses a path that is not a portal route', async () => {
    await expect(renderPortalPage('/index', 'zh')).rejects.toThrow('/index is not a portal route');
  });

  it('fills index.html with the page, its language, title, description and Open Graph tags', () => {
    const html = fillTemplate(
      TEMPLATE,
      { body: '<div class="portal">x</div>', title: 'Pricing · "Questline"', description: 'Plans & prices' },
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
});
