// Regenerates the upgrade fixtures (issue 36, ADR 0134): for each release of the update log, the SQLite database that
// release's own code made, from git history. Usage: node scripts/upgrade-fixtures.mjs (after npm install).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import SQLite from 'better-sqlite3';

const root = path.resolve(import.meta.dirname, '..');
const upgrades = path.join(root, 'apps/server/src/db/upgrades');
const { releases, adminPassword, demoPassword } = JSON.parse(
  fs.readFileSync(path.join(upgrades, 'releases.json'), 'utf8'),
);

/** The release's sources, with this checkout's installed packages and the release's own workspace packages. */
function checkout(commit, folder) {
  const archive = execFileSync(
    'git',
    ['archive', commit, 'apps/server', 'packages/contract', 'package.json', 'tsconfig.base.json'],
    {
      cwd: root,
      maxBuffer: 1 << 30,
    },
  );
  execFileSync('tar', ['-x', '-C', folder], { input: archive });
  const modules = path.join(folder, 'node_modules');
  fs.mkdirSync(path.join(modules, '@questline'), { recursive: true });
  for (const entry of fs.readdirSync(path.join(root, 'node_modules'))) {
    if (entry !== '@questline' && !entry.startsWith('.')) {
      fs.symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry));
    }
  }
  fs.symlinkSync(path.join(folder, 'packages/contract'), path.join(modules, '@questline/contract'));
  fs.symlinkSync(path.join(folder, 'apps/server'), path.join(modules, '@questline/server'));
  const serverModules = path.join(root, 'apps/server/node_modules');
  if (fs.existsSync(serverModules)) fs.symlinkSync(serverModules, path.join(folder, 'apps/server/node_modules'));
}

const requireHere = createRequire(import.meta.url);

/**
 * Bundles the release's own entries (those it has) the way its build did, but only them: its main entry imports
 * packages that today's install no longer has. An import that does not resolve stays external, and fails only if
 * the entry ever loads it.
 */
async function bundle(server, names) {
  const { build } = await import('esbuild');
  const entryPoints = Object.fromEntries(
    names.map((name) => [name, path.join(server, `src/${name}.ts`)]).filter(([, file]) => fs.existsSync(file)),
  );
  const unresolvedStaysExternal = {
    name: 'unresolved-stays-external',
    setup(builder) {
      builder.onResolve({ filter: /^[^./]/ }, (args) => {
        try {
          requireHere.resolve(args.path, { paths: [args.resolveDir] });
          return undefined;
        } catch {
          return { path: args.path, external: true };
        }
      });
    },
  };
  await build({
    absWorkingDir: server,
    entryPoints,
    outdir: path.join(server, 'dist'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: ['better-sqlite3', '@node-rs/argon2', '@napi-rs/canvas', 'pg', 'ioredis', 'nodemailer'],
    plugins: [unresolvedStaysExternal],
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'error',
  });
}

function run(script, env, cwd) {
  execFileSync(process.execPath, [script], { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
}

/**
 * What the release's first start wrote besides the migrations: the platform administrator, made by the release's own
 * ensurePlatformAdmin (its server as a whole cannot start on today's packages). The first release had none; its
 * fixture gets the row that the next release's first start would have added.
 */
async function platformAdmin(server, database) {
  const own = path.join(server, 'src/modules/account/platformAdmin.ts');
  if (!fs.existsSync(own)) {
    const { hash } = await import('@node-rs/argon2');
    const db = new SQLite(database);
    const now = new Date().toISOString();
    db.prepare(
      'insert into users (user_name, nick_name, password_hash, is_platform_admin, create_time, update_time) values (?, ?, ?, 1, ?, ?)',
    ).run('admin', 'admin', await hash(adminPassword, { algorithm: 2 }), now, now);
    db.close();
    return;
  }
  const entry = path.join(server, 'src/fixtureFirstStart.ts');
  fs.writeFileSync(
    entry,
    [
      "import { openDatabase } from './db/database';",
      "import { ensurePlatformAdmin } from './modules/account/platformAdmin';",
      'const handle = openDatabase({ sqliteFile: process.env.FIXTURE_DB ?? "" });',
      'await ensurePlatformAdmin(handle.db, { password: process.env.ADMIN_PASSWORD, now: new Date() });',
      'await handle.close();',
    ].join('\n'),
  );
  await bundle(server, ['fixtureFirstStart']);
  const outfile = path.join(server, 'dist/fixtureFirstStart.js');
  run(outfile, { FIXTURE_DB: database, ADMIN_PASSWORD: adminPassword }, server);
}

for (const release of releases) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `questline-release-${release.day}-`));
  try {
    checkout(release.commit, folder);
    const server = path.join(folder, 'apps/server');
    await bundle(server, ['migrate', 'demo']);
    const dataDir = path.join(folder, 'data');
    const env = {
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: adminPassword,
      DEMO_PASSWORD: demoPassword,
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
    };
    if (fs.existsSync(path.join(server, 'dist/demo.js'))) run('dist/demo.js', env, server);
    else run('dist/migrate.js', env, server);
    const database = path.join(dataDir, 'questline.db');
    await platformAdmin(server, database);
    // One file without its write-ahead log, as small as it gets.
    const db = new SQLite(database);
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.pragma('journal_mode = DELETE');
    db.exec('VACUUM');
    db.close();
    const target = path.join(upgrades, release.fixture);
    fs.writeFileSync(target, gzipSync(fs.readFileSync(database), { level: 9 }));
    console.log(`${release.day} ${release.title}: ${path.relative(root, target)} (${fs.statSync(target).size} bytes)`);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
