import type { MobileUploadReceipt, MobileUploadTicket, MobileUploadVisit } from '@questline/contract';
import type { Answer } from '../../test/api';
import { type TestServer, bearer } from '../../test/server';
import { multipartForm } from '../../test/uploads';

type Language = 'zh-CN' | 'en-US';

/** The desktop's and the phone's calls of the mobile upload tests. */
export function mobileUploadCalls(server: TestServer) {
  const json = async <T>(
    url: string,
    payload: object,
    headers: Record<string, string>,
    language: Language,
  ): Promise<Answer<T>> =>
    (
      await server.app.inject({ method: 'POST', url: `/prod-api${url}`, payload, headers: { language, ...headers } })
    ).json<Answer<T>>();

  return {
    open: (token: string, body: { projectId: number; questionId?: number; maxPhotos?: number }) =>
      json<MobileUploadTicket>('/questline/questionAttachment/mobileUpload', body, bearer(token), 'en-US'),
    close: (token: string, mobileUploadId: number) =>
      json<{ attachments: { attachmentId: number; fileName: string }[] }>(
        '/questline/questionAttachment/mobileUpload/close',
        { mobileUploadId },
        bearer(token),
        'en-US',
      ),
    visit: (code: string, language: Language = 'en-US') =>
      json<MobileUploadVisit>('/anonymous/mobileUpload/visit', { token: code }, {}, language),
    async send(code: string, fileName: string, content: Buffer, language: Language = 'en-US') {
      const form = multipartForm({ token: code }, { field: 'file', fileName, content });
      const response = await server.app.inject({
        method: 'POST',
        url: '/prod-api/anonymous/mobileUpload',
        payload: form.payload,
        headers: { ...form.headers, language },
      });
      return response.json<Answer<MobileUploadReceipt>>();
    },
  };
}
