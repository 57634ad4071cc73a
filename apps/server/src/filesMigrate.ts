import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { copyFiles } from './storage/copyFiles';
import { moveLegacyImages } from './storage/legacyImages';
import { openFileStorage } from './storage/openStorage';

/**
 * `npm run files:migrate -- --to s3` (or `--to disk`): copies every file from the other storage into the one named,
 * with the S3_* and DATA_DIR settings of the environment, and verifies each copy by size and hash (issue 32). Run it
 * with the server stopped, then set FILE_STORAGE to the new driver and start; the source is left as it was.
 */
const { values } = parseArgs({ options: { to: { type: 'string' } } });
if (values.to !== 's3' && values.to !== 'disk') {
  console.error('usage: npm run files:migrate -- --to s3|disk');
  process.exit(2);
}
const configOf = (driver: 's3' | 'disk') => loadConfig({ ...process.env, FILE_STORAGE: driver });
const from = openFileStorage(configOf(values.to === 's3' ? 'disk' : 's3'));
const to = openFileStorage(configOf(values.to));
if (from.driver === 'disk') await moveLegacyImages(configOf('disk').dataDir, from);
const report = await copyFiles(from, to, (key, copied) => {
  if (copied) console.log(`copied ${key}`);
});
console.log(
  `${String(report.copied)} files copied (${String(report.bytes)} bytes), ${String(report.unchanged)} already there; ` +
    `every copy verified by size and SHA-256. Set FILE_STORAGE=${values.to} and start the server.`,
);
