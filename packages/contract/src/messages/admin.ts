/** The administration area (issue 35, ADR 0128). */
export const adminMessages = {
  zh: {
    accountDisabled: '该账号已被管理员停用，如有疑问请联系客服',
    adminNotDisabled: '不能停用平台管理员的账号',
    planEndRequired: '付费版本需要填写一个晚于现在的到期时间',
    planEndOnFree: '免费版没有到期时间',
    sessionNotFound: '该会话不存在或已结束',
    roleAdminHasAll: '平台管理员本来就能处理所有事务，无需授予角色',
  },
  en: {
    accountDisabled: 'This account has been disabled by an administrator; contact support if you think this is wrong',
    adminNotDisabled: "A platform administrator's account cannot be disabled",
    planEndRequired: 'A paid plan needs an end time later than now',
    planEndOnFree: 'The Free plan has no end time',
    sessionNotFound: 'This session does not exist or has already ended',
    roleAdminHasAll: 'A platform administrator may do all of it already; there is no role to grant',
  },
} as const;
