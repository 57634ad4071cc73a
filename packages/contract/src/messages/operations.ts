import type { Locale } from '../locale';

/** What `npm run backup` and `npm run restore` tell the operator on the terminal (issue 36, ADR 0134). */
export const operationsMessages = {
  zh: {
    backupUsage: '用法：npm run backup -- --to <空目录>',
    restoreUsage: '用法：npm run restore -- <备份目录>',
    backupTargetNotEmpty: '备份目录 {dir} 不是空的：请指定一个新目录或空目录',
    backupDone: '备份完成：{dir}（结构版本 {schema}，{tables} 张表，{files} 个文件）',
    backupS3Note: '文件存放在 S3 存储桶 {bucket} 中，不在此备份内：请开启存储桶的版本控制，由它保留文件的历史',
    pgDumpMissing:
      '找不到 pg_dump：备份 PostgreSQL 需要它，请安装与服务器 {server} 版本一致的客户端（Debian：apt-get install postgresql-client-{server}）',
    pgDumpTooOld: 'pg_dump {client} 比 PostgreSQL 服务器 {server} 旧，无法备份：请安装 postgresql-client-{server}',
    pgToolFailed: '{tool} 失败：{detail}',
    restoreNoManifest: '{dir} 中没有 manifest.json，不是 Questline 的备份',
    restoreChecksum: '备份已损坏：{file} 的校验和与清单不符',
    restoreMissingFile: '备份不完整：缺少 {file}',
    restoreNewerSchema:
      '这份备份来自更新的 Questline（结构版本 {schema}，本版本不认识 {unknown}）：请先升级 Questline 再恢复',
    restoreDialectMismatch: '这份备份是 {backup} 数据库的，而当前配置的是 {target}：请按备份的数据库类型配置后再恢复',
    restoreTargetNotEmpty: '恢复目标不是空的：{target} 已有数据。请配置一个空的数据目录或空数据库',
    restoreFilesToS3:
      '这份备份带有文件，而当前配置为 S3 存储：请先以 FILE_STORAGE=disk 恢复，再用 npm run files:migrate -- --to s3 迁移',
    restoreIntegrity: '恢复后的数据库未通过完整性检查：{detail}',
    restoreCounts: '恢复后表 {table} 有 {actual} 行，清单记录的是 {expected} 行',
    restoreDone:
      '恢复完成：{target}（结构版本 {schema}，{tables} 张表，{files} 个文件）。启动服务器时会自动升级到当前版本',
  },
  en: {
    backupUsage: 'usage: npm run backup -- --to <empty folder>',
    restoreUsage: 'usage: npm run restore -- <backup folder>',
    backupTargetNotEmpty: 'The backup folder {dir} is not empty: name a new or empty folder',
    backupDone: 'Backup made in {dir} (schema {schema}, {tables} tables, {files} files)',
    backupS3Note:
      "The files are in the S3 bucket {bucket}, not in this backup: keep the bucket's versioning on so that it keeps their history",
    pgDumpMissing:
      'pg_dump was not found: backing up PostgreSQL needs it. Install the client of the server’s version {server} (Debian: apt-get install postgresql-client-{server})',
    pgDumpTooOld:
      'pg_dump {client} is older than the PostgreSQL server {server} and cannot back it up: install postgresql-client-{server}',
    pgToolFailed: '{tool} failed: {detail}',
    restoreNoManifest: '{dir} holds no manifest.json: it is not a Questline backup',
    restoreChecksum: 'The backup is damaged: the checksum of {file} differs from its manifest',
    restoreMissingFile: 'The backup is incomplete: {file} is missing',
    restoreNewerSchema:
      'This backup comes from a newer Questline (schema {schema}; this version does not know {unknown}): upgrade Questline first, then restore',
    restoreDialectMismatch:
      'This backup is of a {backup} database and the configured one is {target}: configure the kind of database the backup holds, then restore',
    restoreTargetNotEmpty:
      'The restore target is not empty: {target} already holds data. Configure an empty data folder or an empty database',
    restoreFilesToS3:
      'This backup holds files and S3 storage is configured: restore with FILE_STORAGE=disk, then move them with npm run files:migrate -- --to s3',
    restoreIntegrity: 'The restored database failed its integrity check: {detail}',
    restoreCounts: 'After the restore the table {table} holds {actual} rows; the manifest says {expected}',
    restoreDone:
      'Restored into {target} (schema {schema}, {tables} tables, {files} files). The server brings it to the current schema when it starts',
  },
} as const satisfies Record<Locale, Record<string, string>>;
