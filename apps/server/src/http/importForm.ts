import { projectIdBody } from '@questline/contract';
import type { FastifyRequest } from 'fastify';
import { failure } from './errors';
import { ValidationFailure } from './validation';

export interface ImportForm {
  projectId: number;
  fileName: string;
  content: Buffer;
}

function hasCode(error: unknown, code: string): boolean {
  return error instanceof Error && (error as Error & { code?: unknown }).code === code;
}

/**
 * The multipart form of a spreadsheet import (modules, issues): field projectId and one file part
 * `file`, never read past `maxBytes`. The route's plugin registers @fastify/multipart.
 */
export async function readImportForm(request: FastifyRequest, maxBytes: number): Promise<ImportForm> {
  const fields: Record<string, string> = {};
  let file: { fileName: string; content: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 4 } })) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname === 'file') file = { fileName: part.filename, content };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    const limit = `${String(maxBytes / 1024 / 1024)} MB`;
    if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw failure('importFileTooLarge', { limit });
    if (hasCode(error, 'FST_INVALID_MULTIPART_CONTENT_TYPE')) throw failure('importFileMissing');
    throw error;
  }
  const parsed = projectIdBody.safeParse({ projectId: fields.projectId }, { reportInput: true });
  if (!parsed.success) throw new ValidationFailure(parsed.error.issues);
  if (!file) throw failure('importFileMissing');
  return { projectId: parsed.data.projectId, ...file };
}
