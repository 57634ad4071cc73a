import type { Locale } from '../locale';

/** The network disk (issue 32; docs/DOMAIN.md "Network disk"). */
export const diskMessages = {
  zh: {
    diskNameInvalid: '名称不能为空，不能超过 {max} 个字符，不能包含 / 或 \\，也不能是 . 或 ..',
    diskNameTaken: '该文件夹里已有名为“{name}”的文件或文件夹',
    diskNothingChosen: '请选择文件或文件夹',
    diskTooDeep: '文件夹最多 {max} 层',
    diskZipTooMany: '一次最多打包下载 {max} 个文件和文件夹',
    diskMoveIntoItself: '不能把文件夹移动到它自己或它的子文件夹里',
    diskNotAFolder: '目标不是文件夹',
    diskQuotaExceeded: '网盘空间不足：已用 {used}，上限 {quota}，本次上传 {size}',
    diskFileTooLarge: '单个文件不能超过 {max}',
    diskUploadLengthRequired: '上传需要事先声明文件大小',
    diskUploadPathInvalid: '文件夹路径无效：每一层都要是有效名称，最多 {max} 层',
    diskUploadUnknown: '找不到该上传，请重新上传',
  },
  en: {
    diskNameInvalid: 'A name must not be empty, longer than {max} characters, contain / or \\, or be . or ..',
    diskNameTaken: 'This folder already holds a file or folder named "{name}"',
    diskNothingChosen: 'Choose files or folders',
    diskTooDeep: 'Folders go at most {max} deep',
    diskZipTooMany: 'One zip download holds at most {max} files and folders',
    diskMoveIntoItself: 'A folder cannot be moved into itself or one of its folders',
    diskNotAFolder: 'The target is not a folder',
    diskQuotaExceeded: 'Not enough space on the disk: {used} used of {quota}, this upload is {size}',
    diskFileTooLarge: 'A file can be at most {max}',
    diskUploadLengthRequired: 'An upload must declare its size first',
    diskUploadPathInvalid: 'The folder path is not valid: each part must be a valid name, at most {max} deep',
    diskUploadUnknown: 'No such upload; upload the file again',
  },
} as const satisfies Record<Locale, Record<string, string>>;
