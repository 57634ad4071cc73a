import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { context } from 'esbuild';

/**
 * Bundles the server into dist/ (or --outdir), one file per entry; --watch
 * keeps rebuilding on change (used by `npm run dev`). The workspace contract
 * and pure-JavaScript packages are bundled in; see `keptExternal` below.
 */
const { values } = parseArgs({
  options: { outdir: { type: 'string', default: 'dist' }, watch: { type: 'boolean', default: false } },
});
const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
/**
 * Packages that stay in node_modules: native addons, packages that read their own files at run time, and
 * the drivers of optional services, which load only when configured (src/lazyPackage.ts). Everything else
 * is bundled: loading one file is much faster than resolving hundreds (ADR 0001, bench "start to ready").
 */
const keptExternal = new Set([
  'better-sqlite3',
  '@node-rs/argon2',
  // A native addon; loaded with the first captcha, not at start-up (src/modules/account/captchaImage.ts).
  '@napi-rs/canvas',
  'pino',
  'pg',
  'ioredis',
  'nodemailer',
  // The live connection (src/realtime/socketServer.ts): ws reads optional native helpers at run time.
  'socket.io',
  '@socket.io/redis-adapter',
  // The SMS vendors' SDKs, loaded only where SMS_PROVIDER names their vendor (src/providers/smsAliyun.ts).
  '@alicloud/dysmsapi20170525',
  '@alicloud/openapi-core',
  'tencentcloud-sdk-nodejs-sms',
  // Loaded on first use by the spreadsheet templates and exports only (src/lazyPackage.ts).
  'exceljs',
  // Loaded with the first rich text saved, document read (src/modules/issues/richText.ts, ADR 0094) or sheet
  // imported (src/http/spreadsheet/xmlPart.ts, ADR 0097).
  'sanitize-html',
  'htmlparser2',
  // The S3 driver, loaded only where FILE_STORAGE=s3 (src/storage/s3Storage.ts), and the resumable uploads' staging
  // in the bucket, which imports it (src/modules/disk/bucketStaging.ts).
  '@aws-sdk/client-s3',
  '@tus/s3-store',
  // The interface tester's OpenAPI parser (with its JSON schema validator) and Postman's SDK (with faker), loaded
  // with the first import or export (src/modules/apiTesting/openApiImport.ts, postmanSdk.ts; ADR 0122).
  '@apidevtools/swagger-parser',
  'postman-collection',
]);
const unknown = [...keptExternal].filter((name) => !(name in manifest.dependencies));
if (unknown.length > 0) throw new Error(`build.mjs keeps unknown packages external: ${unknown.join(', ')}`);
const external = [...keptExternal];

/**
 * V8 keeps a script's whole source in the heap, one byte per character only while every character is ASCII:
 * a single 'é' in a comment doubles it (ADR 0094). esbuild escapes strings but not regular expressions, so a
 * build that lets one through fails (watch mode: complains) here, naming where it is.
 */
const asciiOnly = {
  name: 'ascii-only',
  setup(build) {
    build.onEnd((result) => {
      for (const output of Object.keys(result.metafile?.outputs ?? {})) {
        if (!output.endsWith('.js')) continue;
        const text = readFileSync(path.join(import.meta.dirname, output), 'utf8');
        const at = text.search(/[\u0080-\uffff]/);
        if (at === -1) continue;
        console.error(`${output} is not ASCII near "${text.slice(Math.max(0, at - 40), at + 10)}": use a \\u escape`);
        process.exitCode = 1;
      }
    });
  },
};

const builder = await context({
  absWorkingDir: import.meta.dirname,
  entryPoints: {
    main: 'src/main.ts',
    migrate: 'src/migrate.ts',
    demo: 'src/demo.ts',
    filesMigrate: 'src/filesMigrate.ts',
    backup: 'src/backup.ts',
    restore: 'src/restore.ts',
  },
  outdir: values.outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // Without comments and indentation the source V8 holds for the server's lifetime is a third smaller (ADR
  // 0094); names stay, so a stack trace still reads, and the source map gives the original line.
  minifyWhitespace: true,
  legalComments: 'linked',
  metafile: true,
  plugins: [asciiOnly],
  external,
  // Bundled CommonJS packages call require() for Node's own modules; an ES module has to provide it.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});

if (values.watch) {
  await builder.watch();
} else {
  await builder.rebuild();
  await builder.dispose();
}
