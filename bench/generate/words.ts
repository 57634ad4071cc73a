// The words the generated world is made of (world.ts): titles in Chinese and English, comments, and the lookup
// that indexes them.

export const ZH_SUBJECTS = [
  '登录',
  '订单',
  '支付',
  '报表',
  '头像',
  '搜索',
  '通知',
  '权限',
  '附件',
  '首页',
  '设置',
  '消息',
];
export const ZH_PLACES = ['页面', '列表', '弹窗', '按钮', '接口', '导出', '同步', '上传'];
export const ZH_PROBLEMS = ['超时', '崩溃', '卡顿', '显示错误', '加载失败', '数据丢失', '无响应', '乱码'];
export const EN_SUBJECTS = [
  'login',
  'order',
  'payment',
  'report',
  'avatar',
  'search',
  'notice',
  'upload',
  'settings',
  'export',
];
export const EN_PROBLEMS = ['crashes', 'times out', 'is slow', 'shows an error', 'is blank', 'loses data', 'fails'];
export const EN_PLACES = [
  'on Android',
  'on iOS',
  'in Safari',
  'in Chrome',
  'on Windows',
  'after sign-in',
  'in the list',
];
export const COMMENTS = [
  '已复现，正在排查',
  'Reproduced on staging',
  '请提供日志',
  'Fixed in the next build',
  '重复问题',
];

/** The item at `index`, which the caller computed within the list. */
export function nth<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`index ${index} is outside a list of ${list.length}`);
  return item;
}
