import type { Locale } from '../locale';

/** The live demo (issue 39, ADR 0121): why a visitor cannot enter, and what a demo person cannot do. */
export const demoMessages = {
  zh: {
    demoDisabled: '本站未开放在线体验，请注册账号后使用',
    demoSeatsTaken: '在线体验名额已满（同时最多 {seats} 位访客），请稍后再试，或直接注册账号',
    demoTooManyStarts: '该网络地址在 1 小时内已开启 {max} 次在线体验，请稍后再试，或直接注册账号',
    demoRefused: '在线体验中不能使用此功能（它会联系体验之外的人或服务），注册账号后即可使用',
    demoUploadTooLarge: '在线体验中上传的内容不能超过 {max} MB',
    demoOver: '本次在线体验已结束（超过 2 小时无操作，数据已删除），可以重新开始体验，或注册账号',
  },
  en: {
    demoDisabled: 'This site does not offer the live demo. Register an account to use Questline',
    demoSeatsTaken:
      'All demo seats are taken (at most {seats} visitors at once). Try again later, or register an account instead',
    demoTooManyStarts:
      'This network address has opened the demo {max} times in the last hour. Try again later, or register an account instead',
    demoRefused:
      'This is not available in the demo (it reaches people or services outside it). Register an account to use it',
    demoUploadTooLarge: 'In the demo an upload can be at most {max} MB',
    demoOver:
      'This demo has ended (2 hours without activity, so its data was removed). Start a new one, or register an account',
  },
} as const satisfies Record<Locale, Record<string, string>>;
