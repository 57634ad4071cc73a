import type { Locale } from '../locale';

/** Adding people by phone and the invitations it sends (issue 28, point 11; ADR 0099). */
export const invitationMessages = {
  zh: {
    phoneAddDailyLimit: '今天通过手机号添加成员已达 {limit} 次上限，请明天再试',
    memberInvitationSent: '已向 {phone} 发送邀请，对方接受后即可加入',
    memberInvitationsSent: '已添加 {added} 人，已向 {invited} 个手机号发送邀请',
    invitationNoLongerValid: '该邀请已失效',
  },
  en: {
    phoneAddDailyLimit: 'You have added people by phone {limit} times today, the daily limit; try again tomorrow',
    memberInvitationSent: 'An invitation was sent to {phone}; they join once they accept it',
    memberInvitationsSent: '{added} added; invitations sent to {invited} phone number(s)',
    invitationNoLongerValid: 'This invitation is no longer valid',
  },
} as const satisfies Record<Locale, Record<string, string>>;
