import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatMessage } from '@questline/contract';
import { loadConfig } from './config';
import { terminalLanguage } from './console/startBanner';
import { refusalOf } from './operations/cli';
import { restoreBackup } from './operations/restore';

/** `npm run restore -- DIR` (issue 36, ADR 0134): into the empty data folder or database the settings name. */
const language = terminalLanguage(process.env);
const { positionals } = parseArgs({ allowPositionals: true, options: {} });
const [given] = positionals;
if (!given) {
  console.error(formatMessage(language, 'restoreUsage'));
  process.exit(2);
}
try {
  const report = await restoreBackup(loadConfig(), path.resolve(given));
  console.log(
    formatMessage(language, 'restoreDone', {
      target: report.target,
      schema: report.manifest.schema.version,
      tables: Object.keys(report.manifest.tables).length,
      files: report.files,
    }),
  );
} catch (error) {
  console.error(refusalOf(error, language));
  process.exit(1);
}
