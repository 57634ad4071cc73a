import type { QuestionAttachment } from '@questline/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Answer } from '../../test/api';
import { type TestServer, bearer } from '../../test/server';
import { multipartForm } from '../../test/uploads';

/** Calls of the attachment, share and download tests. */
export function fileCalls(server: TestServer) {
  const inject = (
    token: string | undefined,
    request: Omit<InjectOptions, 'headers'>,
    headers: Record<string, string> = {},
  ) =>
    server.app.inject({
      ...request,
      headers: { language: 'en-US', ...(token ? bearer(token) : {}), ...headers },
    } as InjectOptions);

  return {
    inject,
    async upload(
      token: string,
      projectId: number | string,
      fileName: string,
      content: Buffer,
    ): Promise<Answer<QuestionAttachment>> {
      const form = multipartForm({ projectId: String(projectId) }, { field: 'file', fileName, content });
      const response = await inject(
        token,
        { method: 'POST', url: '/prod-api/questline/questionAttachment/upload', payload: form.payload },
        form.headers,
      );
      return response.json<Answer<QuestionAttachment>>();
    },
    fetch(
      token: string | undefined,
      attachmentId: number,
      headers: Record<string, string> = {},
    ): Promise<LightMyRequestResponse> {
      return inject(token, { method: 'GET', url: `/prod-api/questline/questionAttachment/${attachmentId}` }, headers);
    },
    async remove(token: string, attachmentId: number): Promise<Answer> {
      const response = await inject(token, {
        method: 'DELETE',
        url: `/prod-api/questline/questionAttachment/${attachmentId}`,
      });
      return response.json<Answer>();
    },
  };
}

/** The storage keys of the attachments still in the database. */
export async function storedKeys(server: TestServer): Promise<string[]> {
  const rows = await server.database.db.selectFrom('question_attachments').select('storage_key').execute();
  return rows.map((row) => row.storage_key);
}
