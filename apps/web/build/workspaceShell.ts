import { MenuOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin, Rollup } from 'vite';
import { MENU_BACKGROUND, theme } from '../src/app/theme';
import { WORKSPACE_SHELL_ID } from '../src/app/workspaceShell';

/** The file under dist/ the server reads: the workspace's frame, drawn before any script (ADR 0150). */
export const WORKSPACE_SHELL_FILE = 'prerender/workspace-shell.json';

/** The portal's layout: index.html links its stylesheet for every route (portalPreload.ts), a workspace needs none. */
const PORTAL_LAYOUT = '/src/layouts/PortalLayout.tsx';

/** Menu rows of the frame: as many as a short window shows (MainLayout's menu has more, the rest fold away). */
const MENU_ROWS = 8;

/**
 * The frame's styles, the numbers MainLayout and antd draw with: the sider 208 px on the menu colour, the logo row
 * 64 px (Logo.tsx), the header 64 px white with its bottom line, antd's layout grey; below the `md` breakpoint
 * (useNarrow) no sider and the header's menu button. Behind the app (`z-index: -1`): the app's layout is opaque and
 * covers it from its first frame, so the frame's removal is never seen.
 */
function styles(): string {
  const shell = `#${WORKSPACE_SHELL_ID}`;
  return [
    `${shell}{position:fixed;inset:0;z-index:-1;display:flex;background:#f5f5f5;font-family:${theme.token?.fontFamily ?? 'sans-serif'}}`,
    `${shell} .wss-sider{flex:0 0 208px;background:${MENU_BACKGROUND}}`,
    `${shell} .wss-logo{display:flex;align-items:center;gap:10px;height:64px;padding:0 20px;color:#fff;font-weight:700;font-size:18px;letter-spacing:.2px}`,
    `${shell} .wss-row{height:32px;margin:12px 12px 0 24px;border-radius:6px;background:rgba(255,255,255,.08)}`,
    `${shell} .wss-main{flex:1;min-width:0}`,
    `${shell} .wss-header{box-sizing:border-box;display:flex;align-items:center;height:64px;padding:0 24px;background:#fff;border-bottom:1px solid #eef0f5}`,
    `${shell} .wss-menu{display:none;font-size:14px;line-height:0;color:rgba(0,0,0,.88)}`,
    `@media (max-width:767.98px){${shell} .wss-sider{display:none}${shell} .wss-header{padding:0 17px}${shell} .wss-menu{display:block}}`,
  ].join('');
}

/** The frame itself: hidden from assistive technology, which meets the app's own layout a moment later. */
function markup(): string {
  const rows = '<div class="wss-row"></div>'.repeat(MENU_ROWS);
  const menuIcon = renderToStaticMarkup(createElement(MenuOutlined));
  return (
    `<div id="${WORKSPACE_SHELL_ID}" aria-hidden="true">` +
    `<div class="wss-sider"><div class="wss-logo"><img src="/favicon.svg" alt="" width="28" height="28">Questline</div>${rows}</div>` +
    `<div class="wss-main"><div class="wss-header"><span class="wss-menu">${menuIcon}</span></div></div>` +
    '</div>'
  );
}

/** The stylesheets the entry imports (the frame's page carries them inline) and those only the portal's layout does. */
function stylesheets(bundle: Rollup.OutputBundle): { inline: string[]; portalOnly: string[] } {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const cssOf = (chunk: Rollup.OutputChunk | undefined) => [...(chunk?.viteMetadata?.importedCss ?? [])];
  const inline = chunks.filter((chunk) => chunk.isEntry).flatMap(cssOf);
  const portal = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(PORTAL_LAYOUT)));
  return { inline, portalOnly: cssOf(portal).filter((name) => !inline.includes(name)) };
}

/**
 * Issue 37 (ADR 0150): a signed-in visit to a workspace route showed a white page until React, antd and the page had
 * arrived and run (first paint 4.4 s on Lighthouse's phone). The server puts this frame into the page it answers
 * (`head` before `</head>`, `body` after `<body>`), so the workspace's outline is painted as the HTML is parsed; the
 * entry's stylesheet comes inline and the portal's is left out, so no stylesheet request holds that first paint.
 */
export function workspaceShell(): Plugin {
  return {
    name: 'questline-workspace-shell',
    apply: 'build',
    // After Vite's own plugins have noted each chunk's stylesheets.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const source = JSON.stringify({
        head: `<style>${styles()}</style>`,
        body: markup(),
        styles: stylesheets(bundle),
      });
      this.emitFile({ type: 'asset', fileName: WORKSPACE_SHELL_FILE, source });
    },
  };
}
