/** Points, daily sign-in and the points mall (spec points 3, 7 and 9; issue 30, ADR 0111). */
export const pointsMessages = {
  zh: {
    pointsNotEnough: '积分不足，无法兑换',
    signInAlreadyToday: '今天已经签到过了，明天再来吧',
    signInValueStale: '签到奖励已变化，请刷新页面后再签到',
    timeZoneUnknown: '无法识别的时区，请使用 IANA 时区名称，例如 Asia/Shanghai',
  },
  en: {
    pointsNotEnough: 'Not enough points for the redemption',
    signInAlreadyToday: 'You have already signed in today; come back tomorrow',
    signInValueStale: "Today's sign-in reward has changed; refresh the page and sign in again",
    timeZoneUnknown: 'Unknown time zone: use an IANA name such as Asia/Shanghai',
  },
} as const;
