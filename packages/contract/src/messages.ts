import type { Locale } from './locale';
import { authMessages } from './messages/auth';
import { coreMessages } from './messages/core';
import { financeMessages } from './messages/finance';
import { issueMessages } from './messages/issues';
import { invitationMessages } from './messages/invitations';
import { joiningMessages } from './messages/joining';
import { pointsMessages } from './messages/points';
import { iterationMessages } from './messages/iterations';
import { knowledgeMessages } from './messages/knowledge';
import { noticeMessages } from './messages/notices';
import { profileMessages } from './messages/profile';
import { projectMessages } from './messages/projects';
import { portalMessages } from './messages/portal';
import { teamsMessages } from './messages/teams';
import { statsMessages } from './messages/stats';
import { projectPlanMessages } from './messages/projectPlans';
import { testingMessages } from './messages/testing';
import { workOrderMessages } from './messages/workOrders';
import { diskMessages } from './messages/disk';
import { shareMessages } from './messages/shares';
import { resourceMessages } from './messages/resources';
import { mobileUploadMessages } from './messages/mobileUpload';
import { demoMessages } from './messages/demo';
import { diagnosticsMessages } from './messages/diagnostics';
import { detailMessages } from './messages/detail';
import { aiMessages } from './messages/ai';
import { searchMessages } from './messages/search';
import { apiTestingMessages } from './messages/apiTesting';
import { adminMessages } from './messages/admin';
import { imMessages } from './messages/im';
import { operationsMessages } from './messages/operations';

/**
 * Every message the server can put in `msg`, in both languages, one file per area under messages/.
 * Keys are the server's vocabulary; `{name}` marks a parameter.
 */
export const serverMessages = {
  zh: {
    ...coreMessages.zh,
    ...authMessages.zh,
    ...profileMessages.zh,
    ...projectMessages.zh,
    ...teamsMessages.zh,
    ...issueMessages.zh,
    ...iterationMessages.zh,
    ...testingMessages.zh,
    ...portalMessages.zh,
    ...knowledgeMessages.zh,
    ...noticeMessages.zh,
    ...statsMessages.zh,
    ...financeMessages.zh,
    ...projectPlanMessages.zh,
    ...invitationMessages.zh,
    ...joiningMessages.zh,
    ...pointsMessages.zh,
    ...workOrderMessages.zh,
    ...diskMessages.zh,
    ...shareMessages.zh,
    ...resourceMessages.zh,
    ...mobileUploadMessages.zh,
    ...demoMessages.zh,
    ...diagnosticsMessages.zh,
    ...detailMessages.zh,
    ...aiMessages.zh,
    ...searchMessages.zh,
    ...apiTestingMessages.zh,
    ...adminMessages.zh,
    ...imMessages.zh,
    ...operationsMessages.zh,
  },
  en: {
    ...coreMessages.en,
    ...authMessages.en,
    ...profileMessages.en,
    ...projectMessages.en,
    ...teamsMessages.en,
    ...issueMessages.en,
    ...iterationMessages.en,
    ...testingMessages.en,
    ...portalMessages.en,
    ...knowledgeMessages.en,
    ...noticeMessages.en,
    ...statsMessages.en,
    ...financeMessages.en,
    ...projectPlanMessages.en,
    ...invitationMessages.en,
    ...joiningMessages.en,
    ...pointsMessages.en,
    ...workOrderMessages.en,
    ...diskMessages.en,
    ...shareMessages.en,
    ...resourceMessages.en,
    ...mobileUploadMessages.en,
    ...demoMessages.en,
    ...diagnosticsMessages.en,
    ...detailMessages.en,
    ...aiMessages.en,
    ...searchMessages.en,
    ...apiTestingMessages.en,
    ...adminMessages.en,
    ...imMessages.en,
    ...operationsMessages.en,
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type MessageKey = keyof (typeof serverMessages)['zh'];
export type MessageParams = Record<string, string | number>;

export function formatMessage(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const template: string = serverMessages[locale][key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
