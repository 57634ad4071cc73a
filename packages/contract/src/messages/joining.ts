import type { Locale } from '../locale';

/** Invitation links, e-mail registration and accounts the administrator makes (issue 38 point 2, ADR 0108). */
export const joiningMessages = {
  zh: {
    joinLinkUnknown: '邀请链接无效，请向邀请人索取新的链接',
    joinLinkExpired: '邀请链接已过期，请向邀请人索取新的链接',
    joinLinkUsedUp: '邀请链接的使用次数已用完，请向邀请人索取新的链接',
    joinLinkRevoked: '邀请链接已被撤销，请向邀请人索取新的链接',
    joinLinkEmailMismatch: '该邀请仅限 {email} 使用，请用此邮箱注册',
    joinLinkNeedsProject: '该邀请链接不属于任何项目，登录后无需接受',
    accountNameInvalid: '请填写邮箱，或以字母开头、3-30 位字母、数字、“.”“_”“-”组成的用户名',
    accountNameTaken: '该用户名或邮箱已被使用，请换一个或直接登录',
    accountNameRequired: '请至少填写用户名或邮箱其中一项',
    mailNotConfigured: '本站未配置邮件发送，无法通过邮箱注册或找回密码',
    emailRegistered: '该邮箱已注册，请直接登录',
    emailNotRegistered: '该邮箱尚未注册',
    passwordLinkInvalid: '该链接已过期或已使用，请向管理员索取新的链接',
    registerEmailCodeSubject: 'Questline 注册验证码',
    registerEmailCodeText: '您正在注册 Questline，验证码为 {code}，{minutes} 分钟内有效。如非本人操作，请忽略此邮件。',
    resetEmailCodeSubject: 'Questline 找回密码验证码',
    resetEmailCodeText:
      '您正在重置 Questline 密码，验证码为 {code}，{minutes} 分钟内有效。如非本人操作，请忽略此邮件。',
  },
  en: {
    joinLinkUnknown: 'This invitation link is not valid; ask the person who invited you for a new one',
    joinLinkExpired: 'This invitation link has expired; ask the person who invited you for a new one',
    joinLinkUsedUp: 'This invitation link has been used up; ask the person who invited you for a new one',
    joinLinkRevoked: 'This invitation link was revoked; ask the person who invited you for a new one',
    joinLinkEmailMismatch: 'This invitation is for {email}; register with that address',
    joinLinkNeedsProject: 'This invitation link joins no project; there is nothing to accept once signed in',
    accountNameInvalid:
      'Enter an e-mail address, or a user name of 3-30 letters, digits, ".", "_" or "-" that starts with a letter',
    accountNameTaken: 'This user name or e-mail address is already in use; choose another or sign in',
    accountNameRequired: 'Give a user name, an e-mail address, or both',
    mailNotConfigured: 'This installation sends no e-mail, so registration and reset by e-mail are not available',
    emailRegistered: 'This e-mail address is already registered; please sign in',
    emailNotRegistered: 'No account uses this e-mail address',
    passwordLinkInvalid: 'This link has expired or was already used; ask the administrator for a new one',
    registerEmailCodeSubject: 'Your Questline registration code',
    registerEmailCodeText:
      'You are registering with Questline. Your code is {code}; it is valid for {minutes} minutes. If this was not you, ignore this e-mail.',
    resetEmailCodeSubject: 'Your Questline password reset code',
    resetEmailCodeText:
      'You are resetting your Questline password. Your code is {code}; it is valid for {minutes} minutes. If this was not you, ignore this e-mail.',
  },
} as const satisfies Record<Locale, Record<string, string>>;
