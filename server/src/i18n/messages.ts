/** Messages the API answers in the language of the `hilocale` header (zh-TW, zh-CN, en). */

/** A locale the API answers in. */
export type ApiLocale = 'zh-TW' | 'zh-CN' | 'en';

const messages = {
  'validation.required': {
    en: 'This field is required.',
    'zh-TW': '此欄位為必填。',
    'zh-CN': '此字段为必填。',
  },
  'validation.invalid': {
    en: 'This value is not valid.',
    'zh-TW': '此欄位的值無效。',
    'zh-CN': '此字段的值无效。',
  },
  'validation.tooLong': {
    en: 'Use at most {max} characters.',
    'zh-TW': '最多 {max} 個字元。',
    'zh-CN': '最多 {max} 个字符。',
  },
  'validation.tooShort': {
    en: 'Use at least {min} characters.',
    'zh-TW': '至少需要 {min} 個字元。',
    'zh-CN': '至少需要 {min} 个字符。',
  },
  'validation.tooBig': {
    en: 'Use at most {max}.',
    'zh-TW': '不可大於 {max}。',
    'zh-CN': '不可大于 {max}。',
  },
  'validation.tooSmall': {
    en: 'Use at least {min}.',
    'zh-TW': '不可小於 {min}。',
    'zh-CN': '不可小于 {min}。',
  },
  'validation.email': {
    en: 'Enter a valid email address.',
    'zh-TW': '請輸入有效的電子郵件。',
    'zh-CN': '请输入有效的电子邮箱。',
  },
  'validation.unknownField': {
    en: 'Unknown field.',
    'zh-TW': '不明的欄位。',
    'zh-CN': '未知的字段。',
  },
  'validation.body': {
    en: 'The request body could not be read.',
    'zh-TW': '無法讀取請求內容。',
    'zh-CN': '无法读取请求内容。',
  },
  'auth.badCredentials': {
    en: 'The email or the password is wrong.',
    'zh-TW': '電子郵件或密碼錯誤。',
    'zh-CN': '电子邮箱或密码错误。',
  },
  'auth.tooManyAttempts': {
    en: 'Too many login attempts. Try again in {minutes} minutes.',
    'zh-TW': '登入嘗試次數過多，請於 {minutes} 分鐘後再試。',
    'zh-CN': '登录尝试次数过多，请于 {minutes} 分钟后再试。',
  },
  'auth.invalidToken': {
    en: 'Please log in again.',
    'zh-TW': '請重新登入。',
    'zh-CN': '请重新登录。',
  },
  'error.notFound': { en: 'Not found.', 'zh-TW': '找不到資料。', 'zh-CN': '找不到数据。' },
  'error.internal': {
    en: 'Something went wrong on our side. Please try again.',
    'zh-TW': '系統發生錯誤，請稍後再試。',
    'zh-CN': '系统发生错误，请稍后再试。',
  },
  'upload.fileType': {
    en: 'File type error.',
    'zh-TW': '檔案類型錯誤。',
    'zh-CN': '文件类型错误。',
  },
  'upload.fileSize': {
    en: 'File size error.',
    'zh-TW': '檔案大小錯誤。',
    'zh-CN': '文件大小错误。',
  },
  'upload.quota': {
    en: 'Your upload storage is full.',
    'zh-TW': '您的上傳空間已滿。',
    'zh-CN': '您的上传空间已满。',
  },
  // Catalogue items (courses, ebooks, articles): core.
  'item.permissionMissing': {
    en: 'You do not have the "{permission}" permission on this item.',
    'zh-TW': '您沒有此項目的「{permission}」權限。',
    'zh-CN': '您没有此项目的“{permission}”权限。',
  },
  'item.ownerOnly': {
    en: 'Only the lecturer who owns this item or an administrator can do this.',
    'zh-TW': '只有擁有此項目的講師或管理員可以執行此操作。',
    'zh-CN': '只有拥有此项目的讲师或管理员可以执行此操作。',
  },
  // ITEM-CORE-MESSAGES (helper S1 adds below this line)
  // ITEM-MONEY-MESSAGES (helper S2 adds below this line)
} as const satisfies Record<string, Record<ApiLocale, string>>;

/** A message id of the API. */
export type MessageId = keyof typeof messages;

/** Reads the `hilocale` header; anything unknown answers in zh-TW. */
export function localeOf(header: string | undefined): ApiLocale {
  if (header === 'en' || header === 'zh-CN' || header === 'zh-TW') return header;
  return 'zh-TW';
}

/** A message in a locale with `{name}` values filled in. */
export function message(
  locale: ApiLocale,
  id: MessageId,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return messages[id][locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
