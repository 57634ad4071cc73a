import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { type BuiltServer, startBuiltServer } from '../test/builtServer';
import { type FaultActor, faultActor } from '../test/faultTraffic';

/**
 * Issue 36 (ADR 0135): one id from the browser's call through the server's lines to the socket events the call
 * raised, in the built server's own JSON log.
 */
describe('a request id from the browser to the socket event', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-request-id-'));
  let server: BuiltServer;
  let actor: FaultActor;

  beforeAll(async () => {
    server = await startBuiltServer({ DATA_DIR: dataDir, LOG_LEVEL: 'debug' });
    const handle = openDatabase({ sqliteFile: path.join(dataDir, 'questline.db') });
    actor = await faultActor(handle.db).finally(() => handle.close());
  });
  afterAll(async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('names the call, its log line and the events it raised alike', async () => {
    const requestId = '3e1f0c2b9a8d47e6b5c4d3e2f1a0b9c8';
    const response = await fetch(`${server.url}/prod-api/questline/questionInfo`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${actor.token}`,
        'x-request-id': requestId,
      },
      body: JSON.stringify({ projectId: actor.projectId, questionName: 'Traced', handlerUserIds: [actor.userId] }),
    });
    expect(((await response.json()) as { code: number }).code).toBe(200);
    expect(response.headers.get('x-request-id')).toBe(requestId);
    await expect
      .poll(() =>
        server
          .logEntries()
          .filter((entry) => entry.reqId === requestId)
          // The request's own line says "slow request" instead when a loaded machine took long over it.
          .map((entry) =>
            `${String(entry.msg)} ${String(entry.socketEvent ?? '')}`
              .trim()
              .replace('slow request', 'request completed'),
          ),
      )
      .toEqual(expect.arrayContaining(['request completed', `socket event questionChanged`]));
  });
});
