import type { Locale } from '../locale';

/** Paid plans, orders, the bank transfer review and the product catalogue (issue 16). */
export const financeMessages = {
  zh: {
    orderAmountMismatch: '订单金额与当前价格不一致，请刷新后重新下单',
    orderProductMissing: '所选商品不存在或已下架',
    orderOpenExists: '该商品已有未完成的订单，请先支付或关闭它',
    orderPlanActive: '您已是付费版本，请选择升级或续费',
    orderUpgradeNotHigher: '只能升级到更高的版本',
    orderUpgradeNoTime: '当前版本没有剩余时间，请直接购买新版本',
    orderRenewalFree: '免费版无需续费，请购买付费版本',
    orderRenewalNoMembership: '您还没有资源会员，请先开通',
    orderNotOpen: '该订单已结束，不能再操作',
    orderNotAwaitingVoucher: '该订单当前不需要上传凭证',
    orderNotPendingReview: '该订单不在待审核状态',
    orderMethodDisabled: '该支付方式暂未开放',
    voucherNotImage: '凭证必须是 PNG 或 JPEG 图片',
    voucherTooLarge: '凭证图片不能大于 10M',
    voucherMissing: '请选择要上传的凭证图片',
  },
  en: {
    orderAmountMismatch: 'The order amount differs from the current price; refresh and order again',
    orderProductMissing: 'The product does not exist or is no longer on sale',
    orderOpenExists: 'There is already an open order for this product; pay or close it first',
    orderPlanActive: 'You are on a paid plan already: upgrade or renew it instead',
    orderUpgradeNotHigher: 'You can only upgrade to a higher plan',
    orderUpgradeNoTime: 'Your plan has no time left; buy a new plan instead',
    orderRenewalFree: 'The Free plan needs no renewal; buy a paid plan',
    orderRenewalNoMembership: 'You have no resource membership yet; buy one first',
    orderNotOpen: 'This order is finished and can no longer be changed',
    orderNotAwaitingVoucher: 'This order is not waiting for a transfer voucher',
    orderNotPendingReview: 'This order is not pending review',
    orderMethodDisabled: 'This payment method is not available',
    voucherNotImage: 'The voucher must be a PNG or JPEG image',
    voucherTooLarge: 'The voucher image cannot be larger than 10M',
    voucherMissing: 'Choose the voucher image to upload',
  },
} as const satisfies Record<Locale, Record<string, string>>;
