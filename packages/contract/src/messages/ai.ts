import type { Locale } from '../locale';

/** The AI pages (issue 34, ADR 0124): refusals before the endpoint is called, and what the endpoint answered. */
export const aiMessages = {
  zh: {
    aiPromptRequired: '请输入内容',
    aiTitleRequired: '请输入对话名称',
    aiBaseUrlInvalid: '接口地址应以 http:// 或 https:// 开头，例如 https://api.openai.com/v1',
    aiModelsRepeated: '对话模型不能重复',
    aiChatNotConfigured: '本站尚未设置 AI 对话服务，请联系平台管理员',
    aiImageNotConfigured: '本站尚未设置 AI 绘画服务，请联系平台管理员',
    aiModelUnknown: '模型“{model}”未开放，请从列表中选择',
    aiChatCreditsShort: 'AI 对话次数不足：本次至少需要 {needed} 次，当前剩余 {balance} 次，请先到“AI 充值”页面充值',
    aiImageCreditsShort: 'AI 绘画次数不足：本次需要 {needed} 次，当前剩余 {balance} 次，请先到“AI 充值”页面充值',
    aiEndpointRefused: 'AI 服务拒绝了请求（{status}）：{detail}',
    aiEndpointUnreachable: '无法连接 AI 服务，请稍后再试',
    aiEndpointTimeout: 'AI 服务超时未响应，请稍后再试',
    aiEndpointUnreadable: 'AI 服务的回答无法识别，请联系平台管理员检查接口设置',
    aiImageNotPicture: 'AI 服务返回的内容不是 PNG、JPEG 或 WebP 图片',
    aiImageTooLarge: 'AI 服务返回的图片超过 {max}MB',
  },
  en: {
    aiPromptRequired: 'Write something first',
    aiTitleRequired: 'Give the conversation a name',
    aiBaseUrlInvalid: 'The address must start with http:// or https://, for example https://api.openai.com/v1',
    aiModelsRepeated: 'A chat model is listed twice',
    aiChatNotConfigured: 'AI chat is not set up on this site; ask the platform administrator',
    aiImageNotConfigured: 'AI drawing is not set up on this site; ask the platform administrator',
    aiModelUnknown: 'The model "{model}" is not offered; choose one from the list',
    aiChatCreditsShort:
      'Not enough chat credits: this needs at least {needed} and you have {balance}. Top up on the AI top-up page first',
    aiImageCreditsShort:
      'Not enough drawing credits: this needs {needed} and you have {balance}. Top up on the AI top-up page first',
    aiEndpointRefused: 'The AI service refused the request ({status}): {detail}',
    aiEndpointUnreachable: 'The AI service cannot be reached; try again later',
    aiEndpointTimeout: 'The AI service did not answer in time; try again later',
    aiEndpointUnreadable:
      "The AI service's answer could not be read; ask the platform administrator to check its settings",
    aiImageNotPicture: 'The AI service sent something that is not a PNG, JPEG or WebP picture',
    aiImageTooLarge: 'The AI service sent a picture larger than {max} MB',
  },
} as const satisfies Record<Locale, Record<string, string>>;
