import type { Plugin, Rollup } from 'vite';

/** The module whose chunk every portal visit needs right after the entry. */
const FIRST_NEEDED = '/src/layouts/PortalLayout.tsx';
/**
 * Issue 17: index.html is what every route that is not prerendered gets (workspace, /login, the other account
 * pages), and each of them starts with the antd shell. Its chunk and every chunk it imports, however deep,
 * are named too, so they load beside the entry instead of after it has run (ADR 0083).
 */
const SHELL = '/src/app/AntdShell.tsx';

type Bundle = Rollup.OutputBundle;

/** A chunk's file and the files of every chunk it imports statically, transitively. */
function withImports(bundle: Bundle, fileName: string, into: Set<string>): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const name of chunk.imports) withImports(bundle, name, into);
  return into;
}

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
          (output) =>
            output.type === 'chunk' &&
            // The chunk holding the module, named after it or a group's (the shell sits in `workspace`, ADR 0145).
            output.moduleIds.some((id) => id.endsWith(FIRST_NEEDED) || id.endsWith(SHELL)),
        );
        const scripts = new Set<string>();
        const styles = new Set<string>();
        for (const chunk of chunks) {
          if (chunk.type !== 'chunk') continue;
          withImports(bundle, chunk.fileName, scripts);
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
