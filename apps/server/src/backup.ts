import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatMessage } from '@questline/contract';
import { loadConfig } from './config';
import { terminalLanguage } from './console/startBanner';
import { makeBackup } from './operations/backup';
import { questlineVersion, refusalOf } from './operations/cli';

/** `npm run backup -- --to DIR` (issue 36, ADR 0134): with the settings the server runs with, while it runs. */
const language = terminalLanguage(process.env);
const { values } = parseArgs({ options: { to: { type: 'string' } } });
if (!values.to) {
  console.error(formatMessage(language, 'backupUsage'));
  process.exit(2);
}
const folder = path.resolve(values.to);
try {
  const manifest = await makeBackup(loadConfig(), folder, { version: questlineVersion(), now: new Date() });
  console.log(
    formatMessage(language, 'backupDone', {
      dir: folder,
      schema: manifest.schema.version,
      tables: Object.keys(manifest.tables).length,
      files: manifest.files.driver === 'disk' ? manifest.files.count : 0,
    }),
  );
  if (manifest.files.driver === 's3')
    console.log(formatMessage(language, 'backupS3Note', { bucket: manifest.files.bucket }));
} catch (error) {
  console.error(refusalOf(error, language));
  process.exit(1);
}
