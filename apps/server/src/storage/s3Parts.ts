import { once } from 'node:events';
import { type WriteStream, createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';

/** S3's smallest part but the last, and the size of each part here. */
export const PART_BYTES = 5 * 1024 * 1024;

interface Part {
  file: string;
  stream: WriteStream;
  size: number;
}

interface Target {
  Bucket: string;
  Key: string;
}

/**
 * Stores `source` as the object `target`, in parts of PART_BYTES or a little more, each written to a file of the
 * system's temporary folder before it is sent (ADR 0133): the bytes pass through the process in the small buffers of
 * the streams, never a whole part in memory. A part is sent while the next is read; a source that ends within the
 * first part becomes one PutObject. When anything fails the multipart upload is aborted and the error is the
 * caller's to hear: the source's own (a file past its limit), else the service's.
 */
export async function putInParts(
  client: S3.S3Client,
  sdk: typeof S3,
  target: Target,
  source: AsyncIterable<Buffer>,
): Promise<void> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'questline-s3-part-'));
  let count = 0;
  const newPart = (): Part => {
    count += 1;
    const file = path.join(folder, String(count));
    return { file, stream: createWriteStream(file, { flags: 'wx' }), size: 0 };
  };
  const body = (part: Part): Readable | Buffer => (part.size === 0 ? Buffer.alloc(0) : createReadStream(part.file));
  let uploadId: string | undefined;
  const sent: S3.CompletedPart[] = [];
  let sending: Promise<void> = Promise.resolve();
  const send = (part: Part, partNumber: number, id: string): Promise<void> => {
    const done = (async () => {
      const answer = await client.send(
        new sdk.UploadPartCommand({
          ...target,
          UploadId: id,
          PartNumber: partNumber,
          Body: body(part),
          ContentLength: part.size,
        }),
      );
      sent.push({ PartNumber: partNumber, ETag: answer.ETag });
      await fs.rm(part.file, { force: true });
    })();
    // Awaited before the next part and at the end; until then a failure must not count as unhandled.
    done.catch(() => undefined);
    return done;
  };
  const close = async (part: Part): Promise<Part> => {
    part.stream.end();
    await once(part.stream, 'close');
    return part;
  };

  let part = newPart();
  try {
    for await (const chunk of source) {
      if (!part.stream.write(chunk)) await once(part.stream, 'drain');
      part.size += chunk.length;
      if (part.size < PART_BYTES) continue;
      const full = await close(part);
      await sending;
      uploadId ??= (await client.send(new sdk.CreateMultipartUploadCommand(target))).UploadId ?? '';
      sending = send(full, sent.length + 1, uploadId);
      part = newPart();
    }
    const last = await close(part);
    if (uploadId === undefined) {
      await client.send(new sdk.PutObjectCommand({ ...target, Body: body(last), ContentLength: last.size }));
      return;
    }
    await sending;
    // A source of a whole number of parts ends with an empty one, which is not sent.
    if (last.size > 0) await send(last, sent.length + 1, uploadId);
    await client.send(
      new sdk.CompleteMultipartUploadCommand({ ...target, UploadId: uploadId, MultipartUpload: { Parts: sent } }),
    );
  } catch (error) {
    part.stream.destroy();
    await sending.catch(() => undefined);
    if (uploadId !== undefined) {
      // A service without the call (or away) keeps the parts; the caller hears the first failure all the same.
      await client.send(new sdk.AbortMultipartUploadCommand({ ...target, UploadId: uploadId })).catch(() => undefined);
    }
    throw error;
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}
