import type { Locale } from '../locale';

/** Upload from a phone (issue 32, ADR 0118): what the phone is told when its code does not work. */
export const mobileUploadMessages = {
  zh: {
    mobileUploadInvalid: '二维码无效，请在电脑上重新打开“手机上传”并扫描新的二维码',
    mobileUploadExpired: '二维码已过期（有效 {minutes} 分钟），请在电脑上重新打开“手机上传”',
    mobileUploadClosed: '电脑上已关闭本次手机上传，请重新打开“手机上传”并扫描新的二维码',
    mobileUploadFull: '本次最多上传 {max} 张照片，已经传满；如需继续，请在电脑上重新打开“手机上传”',
    mobileUploadNotAllowed: '你已不能给这里添加附件，无法继续上传',
    mobileUploadNotPhoto: '“{name}”不是 jpg 或 png 图片，只能上传 jpg 或 png 照片',
    mobileUploadTooLarge: '每张照片不能超过 {max}MB',
    mobileUploadFileMissing: '请选择要上传的照片',
  },
  en: {
    mobileUploadInvalid:
      'This QR code is not valid. Open "Upload from phone" on the computer again and scan the new code',
    mobileUploadExpired:
      'This QR code has expired (it works for {minutes} minutes). Open "Upload from phone" on the computer again',
    mobileUploadClosed:
      'This upload was closed on the computer. Open "Upload from phone" again and scan the new QR code',
    mobileUploadFull:
      'This code takes at most {max} photos and they have all arrived. Open "Upload from phone" on the computer again to send more',
    mobileUploadNotAllowed: 'You may no longer add attachments here, so the upload cannot continue',
    mobileUploadNotPhoto: '"{name}" is not a jpg or png picture; only jpg and png photos can be uploaded',
    mobileUploadTooLarge: 'A photo can be at most {max} MB',
    mobileUploadFileMissing: 'Choose a photo to upload',
  },
} as const satisfies Record<Locale, Record<string, string>>;
