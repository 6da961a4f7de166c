/**
 * Every message the form model answers, zh and en. The zh validator texts are those of
 * form-designer §5 verbatim; the English render messages ('Invalid number format', 'Unsupported
 * format: ' …) are the spec's, and their zh twins are ours.
 */
import type { Lang } from './types.ts';

const CATALOGUE = {
  required: { zh: '字段值不可为空', en: 'Input value should be not null.' },
  number: { zh: '[{label}]包含非数字字符', en: '[{label}] contains non-numeric characters' },
  letter: { zh: '[{label}]包含非字母字符', en: '[{label}] contains non-letter characters' },
  letterAndNumber: { zh: '[{label}]只能输入字母或数字', en: '[{label}] accepts only letters and digits' },
  mobilePhone: { zh: '[{label}]手机号码格式有误', en: '[{label}] is not a valid mobile phone number' },
  letterStartNumberIncluded: { zh: '[{label}]必须以字母开头，可包含数字', en: '[{label}] must start with a letter and may contain digits' },
  noChinese: { zh: '[{label}]不可输入中文字符', en: '[{label}] must not contain Chinese characters' },
  chinese: { zh: '[{label}]只能输入中文字符', en: '[{label}] accepts only Chinese characters' },
  email: { zh: '[{label}]邮箱格式有误', en: '[{label}] is not a valid email address' },
  url: { zh: '[{label}]URL格式有误', en: '[{label}] is not a valid URL' },
  regExp: { zh: '[{label}]invalid value', en: '[{label}]invalid value' },
  badPattern: { zh: '[{label}]的校验表达式无效', en: 'The validation pattern of [{label}] is invalid' },
  invalidNumber: { zh: '数字格式无效', en: 'Invalid number format' },
  numberMin: { zh: '[{label}]不能小于{min}', en: '[{label}] must not be less than {min}' },
  numberMax: { zh: '[{label}]不能大于{max}', en: '[{label}] must not be greater than {max}' },
  numberPrecision: { zh: '[{label}]最多保留{precision}位小数', en: '[{label}] allows at most {precision} decimal places' },
  numberStep: { zh: '[{label}]必须是{step}的整数倍', en: '[{label}] must be a multiple of {step}' },
  minLength: { zh: '[{label}]长度不能少于{min}个字符', en: '[{label}] must be at least {min} characters long' },
  maxLength: { zh: '[{label}]长度不能超过{max}个字符', en: '[{label}] must be at most {max} characters long' },
  uploadLimit: { zh: '上传文件数量超过上限（{limit}个）', en: 'The maximum number({limit}) of file uploads has been exceeded.' },
  uploadFormat: { zh: '不支持的格式：{file}', en: 'Unsupported format: {file}' },
  uploadSize: { zh: '文件大小超出限制：{file}', en: 'File size out of limit: {file}' },
  uploadError: { zh: '上传出错：{error}', en: 'Upload error: {error}' },
  invalidFile: { zh: '[{label}]的文件信息无效', en: 'The file list of [{label}] is invalid' },
  invalidValue: { zh: '[{label}]的值无效', en: 'The value of [{label}] is invalid' },
  invalidOption: { zh: '[{label}]的选项不在可选范围内', en: '[{label}] holds an option that is not offered' },
  multipleLimit: { zh: '[{label}]最多选择{max}项', en: '[{label}] allows at most {max} choices' },
  readOnlyChanged: { zh: '[{label}]为只读字段，不能修改', en: '[{label}] is read-only and cannot be changed' },
  hiddenChanged: { zh: '[{label}]当前不可填写，不能提交值', en: '[{label}] is hidden and cannot take a value' },
  dateOutside: { zh: '[{label}]的日期不在可选范围内', en: 'The date of [{label}] is outside the allowed range' },
  rangeDayDisabled: { zh: '[{label}]的开始或结束日期不可选', en: 'The start or end day of [{label}] cannot be chosen' },
  rangeHoliday: { zh: '[{label}]的开始或结束日期是校历中的节假日', en: 'The start or end day of [{label}] is a holiday of the school calendar' },
  subFormMin: { zh: '[{label}]至少需要{min}行', en: '[{label}] needs at least {min} rows' },
  subFormRows: { zh: '[{label}]的行数据无效', en: 'The rows of [{label}] are invalid' },
  formInvalid: { zh: '表单校验失败', en: 'Form validation failed' },
  refNotFound: { zh: '未找到引用：{name}', en: 'Ref not found: {name}' },
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof CATALOGUE;

/** `{name}` placeholders are filled from params; an unknown placeholder stays as written. */
export function formMessage(key: MessageKey, lang: Lang, params: Readonly<Record<string, unknown>> = {}): string {
  const text = CATALOGUE[key][lang === 'en' ? 'en' : 'zh'];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}

/** Accept-Language or i18next language → our two languages (zh is the default of the platform). */
export function langOf(value: string | undefined | null): Lang {
  return typeof value === 'string' && /^en\b/i.test(value.trim()) ? 'en' : 'zh';
}
