import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The modules that start the workspace's first load, sign-in (/login) to the issue list (/problem): the antd
 * shell, the login page, the workspace's layout and the list page (issue 37, ADR 0145).
 */
const FIRST_LOAD_ROOTS = [
  '/src/app/AntdShell.tsx',
  '/src/features/account/LoginPage.tsx',
  '/src/layouts/MainLayout.tsx',
  '/src/features/issues/list/ProblemPage.tsx',
];

/** `import { Button, type ButtonProps } from 'antd'` and the same from the icons package: names and package. */
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'(antd|@ant-design\/icons)'/g;

export type FirstLoad = {
  plugin: Plugin;
  /** Whether module `id` is one of the antd components or icons the first load's own modules import. */
  has: (id: string) => boolean;
};

/** antd's folder of an export: `ConfigProvider` is antd/es/config-provider. */
const folderOf = (name: string) =>
  name.replace(/[A-Z]/g, (letter, at: number) => (at ? '-' : '') + letter.toLowerCase());

/**
 * The antd components (antd/es/<folder>/) and icons (@ant-design/icons/es/icons/<Name>.js) that `source` imports
 * by name; types are erased and cost nothing.
 */
function antdImports(source: string): string[] {
  return [...source.matchAll(NAMED_IMPORT)].flatMap(([, names = '', from]) =>
    names
      .split(',')
      .map((name) => name.trim().split(/\s+as\s+/)[0] ?? '')
      .filter((name) => name !== '' && !name.startsWith('type '))
      .map((name) => (from === 'antd' ? `/antd/es/${folderOf(name)}/` : `/@ant-design/icons/es/icons/${name}.js`)),
  );
}

/** Another feature's way in: its index.ts or a *.public.ts beside it, which only re-exports (ADR 0138). */
const PUBLIC_ENTRY = /\/src\/features\/[^/]+\/(index|[^/]+\.public)\.tsx?$/;
const REEXPORT = /export\s*\{([^}]*)\}\s*from\s*'([^']+)'/g;

/** The names `importer`'s source imports by value from `specifier`'s module. */
function namesImported(source: string, specifiers: (specifier: string) => boolean): string[] {
  const imports = /import\s*\{([^}]*)\}\s*from\s*'([^']+)'/g;
  return [...source.matchAll(imports)]
    .filter(([, , specifier = '']) => specifiers(specifier))
    .flatMap(([, names = '']) => names.split(','))
    .map((name) => name.trim())
    .filter((name) => name !== '' && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0] ?? '');
}

/** The module file `specifier` names from `file`, among `candidates` (absolute ids, with their extension). */
function resolvedAmong(file: string, specifier: string, candidates: readonly string[]): string | undefined {
  const base = path.resolve(path.dirname(file), specifier);
  return candidates.find((id) => id.replace(/\.tsx?$/, '') === base || id.replace(/\/index\.tsx?$/, '') === base);
}

/**
 * The modules of a public entry that `importer` reaches: only those re-exporting a name it imports. Following all
 * of the entry's modules took in what the importer never uses (the work-order table with antd's, for its path).
 */
function throughEntry(entry: string, entryImports: readonly string[], importer: string): string[] {
  const names = new Set(
    namesImported(
      fs.readFileSync(importer, 'utf8'),
      (specifier) => resolvedAmong(importer, specifier, [entry]) === entry,
    ),
  );
  return [...fs.readFileSync(entry, 'utf8').matchAll(REEXPORT)]
    .filter(([, exported = '']) =>
      exported.split(',').some((name) =>
        names.has(
          name
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)
            .pop() ?? '',
        ),
      ),
    )
    .flatMap(([, , specifier = '']) => resolvedAmong(entry, specifier, entryImports) ?? []);
}

/**
 * Issue 37 (ADR 0145): the antd components and icons that the first load's modules import, read off the module
 * graph once it is complete, so that a chunk group takes exactly those (with their own dependencies) and no
 * other. A share count also took every component 20 lazy pages use, the table, select and tree among them: 205
 * KB of the 472 KB the first load transferred. The graph is followed through the app's own static imports only:
 * antd's index imports every component, an import() loads later, on its own, and through a feature's public entry
 * only to the modules whose names are imported.
 */
export function firstLoadModules(): FirstLoad {
  const wanted = new Set<string>();
  const plugin: Plugin = {
    name: 'questline-first-load',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      const roots = ids.filter((id) => FIRST_LOAD_ROOTS.some((root) => id.endsWith(root)));
      // A root renamed or moved would silently give an empty group and a first load split into dozens of chunks.
      if (roots.length !== FIRST_LOAD_ROOTS.length) {
        this.error(`first-load roots not all found: ${FIRST_LOAD_ROOTS.join(', ')}`);
      }
      const staticImports = (id: string) => {
        const info = this.getModuleInfo(id);
        // Rolldown lists a module's import() targets among its importedIds too: those load later, on their own.
        const later = new Set(info?.dynamicallyImportedIds ?? []);
        return (info?.importedIds ?? []).filter((imported) => !later.has(imported));
      };
      const seen = new Set<string>();
      const queue = [...roots];
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        if (seen.has(id) || id.includes('/node_modules/') || !path.isAbsolute(id)) continue;
        seen.add(id);
        for (const folder of antdImports(fs.readFileSync(id, 'utf8'))) wanted.add(folder);
        for (const imported of staticImports(id)) {
          if (PUBLIC_ENTRY.test(imported)) queue.push(...throughEntry(imported, staticImports(imported), id));
          else queue.push(imported);
        }
      }
    },
  };
  return { plugin, has: (id) => [...wanted].some((folder) => id.includes(folder)) };
}
