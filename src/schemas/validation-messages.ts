/** Turns ajv's errors into field paths with a sentence in zh or en. */
import type { FieldError, Lang } from './envelope.ts';

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
  const: { zh: '取值应为 {allowedValue}', en: 'must be {allowedValue}' },
  uniqueItems: { zh: '条目不能重复', en: 'must not contain duplicate items' },
  multipleOf: { zh: '应为 {multipleOf} 的倍数', en: 'must be a multiple of {multipleOf}' },
  exclusiveMaximum: { zh: '应小于 {limit}', en: 'must be less than {limit}' },
  exclusiveMinimum: { zh: '应大于 {limit}', en: 'must be greater than {limit}' },
  minProperties: { zh: '字段不能少于 {limit} 个', en: 'must have at least {limit} fields' },
  oneOf: { zh: '应符合且只符合一种格式', en: 'must match exactly one of the allowed shapes' },
  anyOf: { zh: '不符合任何允许的格式', en: 'must match one of the allowed shapes' },
  not: { zh: '取值不被允许', en: 'is not allowed' },
  propertyNames: { zh: '字段名不正确', en: 'has an invalid field name' },
  dependentRequired: { zh: '缺少相关字段 {missingProperty}', en: 'needs the field {missingProperty}' },
  dependencies: { zh: '缺少相关字段 {missingProperty}', en: 'needs the field {missingProperty}' },
  contains: { zh: '缺少符合要求的条目', en: 'must contain a valid item' },
  'false schema': { zh: '不允许的字段', en: 'is not allowed' },
};

// Any other keyword: ajv's own message is English, so a Chinese answer gets a general sentence instead.
const fallback = { zh: '取值无效', en: 'is invalid' };

function pointer(error: AjvLikeError): string {
  const base = error.instancePath ?? '';
  if (error.keyword === 'required') return `${base}/${String(error.params.missingProperty)}`;
  if (error.keyword === 'additionalProperties') return `${base}/${String(error.params.additionalProperty)}`;
  return base || '/';
}

export function toFieldErrors(errors: readonly AjvLikeError[], lang: Lang): FieldError[] {
  return errors.map((error) => {
    const template = templates[error.keyword] ?? fallback;
    const path = pointer(error);
    const message = template[lang].replace(/\{(\w+)\}/g, (whole, key: string) =>
      key in error.params ? String(error.params[key]) : whole,
    );
    return { path, message: `${path} ${message}` };
  });
}

/**
 * Field errors of an entity record worded for people: the field's label instead of its pointer, and
 * the schema's own pattern message. The server answers these; the edit dialog shows the same live.
 */
export function entityFieldErrors(
  errors: readonly AjvLikeError[],
  lang: Lang,
  fields?: Record<string, { label: Record<Lang, string>; patternMessage?: Record<Lang, string> }>,
): FieldError[] {
  return toFieldErrors(errors, lang).map((fieldError, i) => {
    const key = fieldError.path.split('/')[1] ?? '';
    const field = fields && fieldError.path === `/${key}` ? fields[key] : undefined;
    if (!field) return fieldError;
    if (errors[i]?.keyword === 'pattern' && field.patternMessage) return { path: fieldError.path, message: field.patternMessage[lang] };
    return { path: fieldError.path, message: field.label[lang] + fieldError.message.slice(fieldError.path.length) };
  });
}
