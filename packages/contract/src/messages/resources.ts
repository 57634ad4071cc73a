import type { Locale } from '../locale';

/** The resource store (issue 32, ADR 0117). */
export const resourceMessages = {
  zh: {
    resourceTitleInvalid: '标题不能为空，且不能超过 {max} 字节',
    resourceCoverNotImage: '封面只能是 PNG 或 JPEG 图片',
    resourceCoverMissing: '请选择封面图片',
    resourceCoverTooLarge: '封面图片不能超过 2 MB',
    resourceFileMissing: '请选择要上传的文件',
    resourceFileTooLarge: '单个资源文件不能超过 {max}',
    resourceFilesFull: '一个资源最多 {max} 个文件',
    resourceNotEntitled: '下载此资源需要资源会员、购买或积分兑换',
    resourceAlreadyOwned: '你已经拥有此资源，可以直接下载',
    resourceNotForSale: '此资源不单独出售',
    resourceNotForPoints: '此资源不能用积分兑换',
    resourceLinkExpired: '下载链接已过期或无效，请回到资源页面重新下载',
  },
  en: {
    resourceTitleInvalid: 'A title must not be empty or longer than {max} bytes',
    resourceCoverNotImage: 'A cover must be a PNG or JPEG picture',
    resourceCoverMissing: 'Choose a cover picture',
    resourceCoverTooLarge: 'A cover picture can be at most 2 MB',
    resourceFileMissing: 'Choose a file to upload',
    resourceFileTooLarge: 'A resource file can be at most {max}',
    resourceFilesFull: 'A resource holds at most {max} files',
    resourceNotEntitled: 'Downloading this resource needs a resource membership, a purchase or points',
    resourceAlreadyOwned: 'You already have this resource; download it',
    resourceNotForSale: 'This resource is not sold on its own',
    resourceNotForPoints: 'This resource cannot be had for points',
    resourceLinkExpired: 'This download link has expired or is not valid; download again from the resource page',
  },
} as const satisfies Record<Locale, Record<string, string>>;
