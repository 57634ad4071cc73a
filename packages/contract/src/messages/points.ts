/** Points, daily sign-in and the points mall (spec points 3, 7 and 9; issue 30, ADR 0111). */
export const pointsMessages = {
  zh: {
    pointsNotEnough: '积分不足，无法兑换',
  },
  en: {
    pointsNotEnough: 'Not enough points for the redemption',
  },
} as const;
