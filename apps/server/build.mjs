import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { context } from 'esbuild';

/**
 * Bundles the server into dist/ (or --outdir), one file per entry; --watch
 * keeps rebuilding on change (used by `npm run dev`). Registry
 * packages stay external and load from node_modules; the workspace contract
 * is bundled in.
 */
const { values } = parseArgs({
  options: { outdir: { type: 'string', default: 'dist' }, watch: { type: 'boolean', default: false } },
});
const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@questline/'));

const builder = await context({
  absWorkingDir: import.meta.dirname,
  entryPoints: { main: 'src/main.ts', migrate: 'src/migrate.ts' },
  outdir: values.outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});

if (values.watch) {
  await builder.watch();
} else {
  await builder.rebuild();
  await builder.dispose();
}
