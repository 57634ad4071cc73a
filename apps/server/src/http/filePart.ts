import type { MessageKey, MessageParams } from '@questline/contract';
import type { FastifyRequest } from 'fastify';
import { failure } from './errors';

/** Whether an error thrown by @fastify/multipart carries `code`. */
export function hasMultipartCode(error: unknown, code: string): boolean {
  return error instanceof Error && (error as Error & { code?: unknown }).code === code;
}

/**
 * The one file part of an upload form (avatar, voucher, project or commodity image), read whole but never past
 * `maxBytes`. No part, a part under another field name or a body that is not multipart answers `missing`; a file
 * past the limit answers `tooLarge` with `params`. The route's plugin registers @fastify/multipart.
 */
export async function readFilePart(
  request: FastifyRequest,
  options: { maxBytes: number; field?: string; missing: MessageKey; tooLarge: MessageKey; params?: MessageParams },
): Promise<Buffer> {
  try {
    const part = await request.file({ limits: { fileSize: options.maxBytes, files: 1 } });
    if (!part || (options.field !== undefined && part.fieldname !== options.field)) throw failure(options.missing);
    return await part.toBuffer();
  } catch (error) {
    if (hasMultipartCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw failure(options.tooLarge, options.params);
    if (hasMultipartCode(error, 'FST_INVALID_MULTIPART_CONTENT_TYPE')) throw failure(options.missing);
    throw error;
  }
}
