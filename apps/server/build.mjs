import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

/**
 * Bundles the server into dist/ (or --outdir), one file per entry. Registry
 * packages stay external and load from node_modules; the workspace contract
 * is bundled in.
 */
const { values } = parseArgs({ options: { outdir: { type: 'string', default: 'dist' } } });
const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@questline/'));

await build({
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
