import type { Locale } from '../locale';

/** To-dos, socket answers, announcements, messages and notification e-mail (issue 11). */
export const noticeMessages = {
  zh: {
    socketJoined: '已连接',
    socketNotYourself: '只能以自己的身份加入',
    socketBadPayload: '消息格式不正确',
    announcementEmpty: '公告内容不能为空',
    announcementAlreadyPublished: '公告已发布',
    announcementNotPublished: '只有已发布的公告才能撤回',
    mailNotifySubject: 'Questline：你有 {count} 条新通知',
    mailNotifyIntro: '{name}，你好：以下工作需要你关注。',
    mailNotifyLine: '{title}：[{projectName}] {text}（{operatorName}）',
    mailNotifyFooter: '可在“个人中心”关闭邮件通知。',
  },
  en: {
    socketJoined: 'Connected',
    socketNotYourself: 'A connection can only act as its own user',
    socketBadPayload: 'The message is not in the expected format',
    announcementEmpty: 'The announcement cannot be empty',
    announcementAlreadyPublished: 'The announcement is already published',
    announcementNotPublished: 'Only a published announcement can be withdrawn',
    mailNotifySubject: 'Questline: {count} new notifications',
    mailNotifyIntro: 'Hello {name}, the following work needs your attention.',
    mailNotifyLine: '{title}: [{projectName}] {text} ({operatorName})',
    mailNotifyFooter: 'You can turn e-mail notifications off in your personal centre.',
  },
} as const satisfies Record<Locale, Record<string, string>>;
