import type { ApiOk, QuestionShare, SharedQuestion } from '@questline/contract';

export const ok = <T>(data: T): ApiOk<T> => ({ code: 200, msg: 'ok', data });

export const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const attachment = (id: number) => `/prod-api/anonymous/questionShare/${TOKEN}/attachment/${id}`;

export function sharedFixture(overrides: Partial<SharedQuestion> = {}): SharedQuestion {
  return {
    number: 42,
    questionName: 'Pay button does nothing',
    questionType: 1,
    severity: 3,
    priority: 4,
    status: 3,
    moduleName: 'Checkout',
    versionName: 'v2.1',
    handlerNames: ['Dev Dana', 'Dev Eli'],
    creatorName: 'Tester Tom',
    startDate: '2026-05-01',
    deadline: '2026-05-09',
    terminal: 1,
    defectCategory: 1,
    description: `<p>Click <strong>Pay</strong></p><p><img src="${attachment(7)}" alt="shot" /></p>`,
    attachments: [
      { attachmentId: 7, fileName: 'shot.png', kind: 'image', size: 2048, url: attachment(7) },
      { attachmentId: 8, fileName: 'repro.mp4', kind: 'video', size: 3 * 1024 * 1024, url: attachment(8) },
      { attachmentId: 9, fileName: 'console.log', kind: 'file', size: 512, url: attachment(9) },
    ],
    history: [
      {
        code: 13,
        operatorName: 'Tester Tom',
        fromStatus: null,
        toStatus: 2,
        note: '',
        createTime: '2026-05-01T02:00:00.000Z',
      },
      {
        code: 1,
        operatorName: 'Dev Dana',
        fromStatus: 2,
        toStatus: 3,
        note: 'Looking into it',
        createTime: '2026-05-02T03:00:00.000Z',
      },
    ],
    createTime: '2026-05-01T02:00:00.000Z',
    updateTime: '2026-05-02T03:00:00.000Z',
    ...overrides,
  };
}

export function shareFixture(overrides: Partial<QuestionShare> = {}): QuestionShare {
  return {
    shareId: 1,
    token: TOKEN,
    path: `/shared/${TOKEN}`,
    expireTime: '2026-05-11T08:00:00.000Z',
    createTime: '2026-05-04T08:00:00.000Z',
    createdBy: 'Tester Tom',
    ...overrides,
  };
}
