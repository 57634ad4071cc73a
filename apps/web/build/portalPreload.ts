import type { Plugin } from 'vite';

/** The module whose chunk every portal visit needs right after the entry. */
const FIRST_NEEDED = '/src/layouts/PortalLayout.tsx';

/**
 * Issue 12: the portal layout is a lazy route, so a first visit learns of its chunk only after the entry has
 * run: one more round trip before the first paint. This names that chunk, the chunks it imports and its
 * stylesheet in index.html, so the browser fetches them alongside the entry (a few KB, cached a year).
 */
export function portalPreload(): Plugin {
  return {
    name: 'questline-portal-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(FIRST_NEEDED) === true,
        );
        const scripts = new Set<string>();
        const styles = new Set<string>();
        for (const chunk of chunks) {
          if (chunk.type !== 'chunk') continue;
          scripts.add(chunk.fileName);
          for (const name of chunk.imports) scripts.add(name);
          for (const name of chunk.viteMetadata?.importedCss ?? []) styles.add(name);
        }
        const alreadyLinked = (name: string) => html.includes(`/${name}"`);
        return [
          ...[...styles].map((name) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${name}` },
            injectTo: 'head' as const,
          })),
          ...[...scripts]
            .filter((name) => !alreadyLinked(name))
            .map((name) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${name}` },
              injectTo: 'head' as const,
            })),
        ];
      },
    },
  };
}
