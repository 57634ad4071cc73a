import { type ApiImportResult, type Locale } from '@questline/contract';
import type { Kysely } from 'kysely';
import { parse as parseYaml } from 'yaml';
import type { Database } from '../../db/schema';
import { failure } from '../../http/errors';
import { type TesterCaller, readsSecrets, testerAccess } from './access';
import { storeImported } from './importStore';
import { readOpenApi } from './openApiImport';
import { readPostman } from './postmanImport';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The file as a document: JSON, or else YAML (OpenAPI documents are often written in it). */
function parsedDocument(content: Buffer): Record<string, unknown> {
  const text = content.toString('utf8').replace(/^\uFEFF/, '');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    try {
      value = parseYaml(text, { maxAliasCount: 100 });
    } catch {
      throw failure('apiImportUnreadable');
    }
  }
  if (!isObject(value)) throw failure('apiImportUnreadable');
  return value;
}

function isPostman(document: Record<string, unknown>): boolean {
  const info = document.info;
  return (
    isObject(info) &&
    typeof info.schema === 'string' &&
    /schema\.getpostman\.com\/json\/collection\/v2\./.test(info.schema)
  );
}

/**
 * POST apiTesting/import (issue 34): an OpenAPI 3 document or a Postman v2.1 collection, uploaded as a file of at
 * most API_IMPORT_MAX_BYTES, becomes a new collection (and an environment of its variables). A document that does
 * not parse, or is neither, is refused with nothing stored.
 */
export async function importDocument(
  db: Kysely<Database>,
  options: { projectId: number; content: Buffer; caller: TesterCaller; now: Date; locale: Locale },
): Promise<ApiImportResult> {
  const access = await testerAccess(db, {
    projectId: options.projectId,
    userId: options.caller.userId,
    now: options.now,
  });
  const document = parsedDocument(options.content);
  let imported;
  if (typeof document.openapi === 'string' && document.openapi.startsWith('3.')) {
    imported = await readOpenApi(document, readsSecrets(access, options.caller));
  } else if (isPostman(document)) {
    imported = readPostman(document);
  } else {
    throw failure('apiImportUnknownFormat');
  }
  return storeImported(db, { projectId: options.projectId, imported, userId: options.caller.userId, now: options.now });
}
