/**
 * The demo workspace's people and issues (issue 10 "Demo workspace"), in both languages, so a newcomer
 * sees the product as a bilingual team uses it.
 */
export const DEMO_PEOPLE = [
  { key: 'lin', nickName: '林晓', phone: '13900000001', role: 'owner' },
  { key: 'chen', nickName: '陈工', phone: '13900000002', role: 'admin' },
  { key: 'maya', nickName: 'Maya', phone: '13900000003', role: 'member' },
  { key: 'tom', nickName: 'Tom', phone: '13900000004', role: 'member' },
  { key: 'zhou', nickName: '周测试', phone: '13900000005', role: 'member' },
] as const;
export type DemoPersonKey = (typeof DEMO_PEOPLE)[number]['key'];

export const DEMO_PROJECTS = [
  {
    locale: 'zh',
    name: '星图移动端',
    description: '星图 App 的 iOS、Android 与小程序版本',
    modules: ['登录注册', '订单', '支付', '个人中心'],
    versions: ['v2.3', 'v2.4'],
  },
  {
    locale: 'en',
    name: 'Atlas Web Console',
    description: 'The web console and its public API',
    modules: ['Dashboard', 'Billing', 'API', 'Settings'],
    versions: ['1.8', '1.9'],
  },
] as const;

/** Titles per project; the demo spreads them over every type, status, priority and person. */
export const DEMO_TITLES: readonly (readonly string[])[] = [
  [
    '登录页面点击“获取验证码”无响应',
    '订单列表下拉刷新后重复显示',
    '支付成功后仍提示“待支付”',
    '个人中心头像上传失败',
    'Android 12 上启动白屏 3 秒',
    '小程序分享卡片标题被截断',
    '优化首页图片加载速度',
    '新增订单导出为 Excel',
    '退款流程需要二次确认',
    '深色模式下文字对比度不足',
    'iOS 17 键盘遮挡输入框',
    '优惠券过期时间显示时区错误',
    '消息推送点击后跳转错误页面',
    '注册时手机号格式校验过严',
    '订单详情页加载超时',
    '支持微信一键登录',
    '地址选择器滚动卡顿',
    '埋点事件缺少用户 ID',
  ],
  [
    'Dashboard chart shows yesterday as today',
    'Invoice PDF misses the company tax number',
    'API rate limit headers are missing',
    'Settings page forgets the chosen language',
    'Add SSO with SAML',
    'Billing page is slow with 1,000 invoices',
    'Export usage report as CSV',
    'Password reset e-mail lands in spam',
    'Table columns cannot be reordered',
    'Webhook retries fire twice',
    'Improve empty states on the dashboard',
    'API docs list a removed endpoint',
    'Two-factor setup QR code is blurry',
    'Billing currency shows USD for CNY accounts',
    'Dark mode toggle flickers on load',
    'Audit log needs filtering by user',
  ],
];

export const DEMO_COMMENTS = [
  '<p>复现步骤已补充，请看附件截图。</p>',
  '<p>I can reproduce this on staging, looking into it.</p>',
  '<p>已在测试环境验证通过 👍</p>',
  '<p>Could this be the same cause as the timeout issue?</p>',
] as const;
