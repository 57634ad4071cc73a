/** Points, daily sign-in and the points mall (spec points 3, 7 and 9; issue 30, ADR 0111). */
export const pointsMessages = {
  zh: {
    pointsNotEnough: '积分不足，无法兑换',
    signInAlreadyToday: '今天已经签到过了，明天再来吧',
    signInValueStale: '签到奖励已变化，请刷新页面后再签到',
    timeZoneUnknown: '无法识别的时区，请使用 IANA 时区名称，例如 Asia/Shanghai',
    pointsAdjustZero: '调整的积分不能为 0',
    pointsEntryReversed: '该积分记录已被冲正，不能再次修改或删除',
    pointsEntryIsReversal: '冲正记录不能再被修改或删除',
    pointsReversalOverdraws: '冲正这条记录会使积分余额小于 0，该用户已用掉了这些积分',
  },
  en: {
    pointsNotEnough: 'Not enough points for the redemption',
    signInAlreadyToday: 'You have already signed in today; come back tomorrow',
    signInValueStale: "Today's sign-in reward has changed; refresh the page and sign in again",
    timeZoneUnknown: 'Unknown time zone: use an IANA name such as Asia/Shanghai',
    pointsAdjustZero: 'An adjustment cannot be 0 points',
    pointsEntryReversed: 'This points entry has already been reversed; it cannot be changed or deleted again',
    pointsEntryIsReversal: 'A reversing entry cannot itself be changed or deleted',
    pointsReversalOverdraws: 'Reversing this entry would take the balance below 0: the person has spent these points',
  },
} as const;
