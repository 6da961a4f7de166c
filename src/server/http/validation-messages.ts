/** Turns ajv's errors into field paths with a sentence in zh or en. */
import type { FieldError, Lang } from '../../schemas/envelope.ts';

interface AjvLikeError {
  keyword: string;
  instancePath?: string;
  params: Record<string, unknown>;
  message?: string;
}

const templates: Record<string, { zh: string; en: string }> = {
  required: { zh: '缺少必填字段', en: 'is required' },
  additionalProperties: { zh: '不允许的字段', en: 'is not an allowed field' },
  type: { zh: '类型应为 {type}', en: 'must be of type {type}' },
  maxLength: { zh: '长度不能超过 {limit}', en: 'must be at most {limit} characters' },
  minLength: { zh: '长度不能少于 {limit}', en: 'must be at least {limit} characters' },
  maximum: { zh: '不能大于 {limit}', en: 'must be at most {limit}' },
  minimum: { zh: '不能小于 {limit}', en: 'must be at least {limit}' },
  maxItems: { zh: '条目不能超过 {limit} 个', en: 'must have at most {limit} items' },
  minItems: { zh: '条目不能少于 {limit} 个', en: 'must have at least {limit} items' },
  maxProperties: { zh: '字段不能超过 {limit} 个', en: 'must have at most {limit} fields' },
  enum: { zh: '取值不在允许范围内', en: 'must be one of the allowed values' },
  pattern: { zh: '格式不正确', en: 'has an invalid format' },
  format: { zh: '格式不正确', en: 'has an invalid format' },
};

function pointer(error: AjvLikeError): string {
  const base = error.instancePath ?? '';
  if (error.keyword === 'required') return `${base}/${String(error.params.missingProperty)}`;
  if (error.keyword === 'additionalProperties') return `${base}/${String(error.params.additionalProperty)}`;
  return base || '/';
}

export function toFieldErrors(errors: readonly AjvLikeError[], lang: Lang): FieldError[] {
  return errors.map((error) => {
    const template = templates[error.keyword];
    const path = pointer(error);
    if (!template) return { path, message: error.message ?? error.keyword };
    const message = template[lang].replace(/\{(\w+)\}/g, (whole, key: string) =>
      key in error.params ? String(error.params[key]) : whole,
    );
    return { path, message: `${path} ${message}` };
  });
}
