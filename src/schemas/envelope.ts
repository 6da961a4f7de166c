/**
 * The wire envelope and the catalogue of answer codes. Shared by the server (which answers them) and the
 * web runtime (which reacts to them), so a code means the same thing on both sides.
 */

export interface FieldError {
  /** JSON pointer of the offending value in the request body, e.g. `/username`. */
  path: string;
  message: string;
}

export interface Envelope<T = unknown> {
  code: string;
  info: T;
  /** Present on validation failures: one entry per offending field. */
  errors?: FieldError[];
}

export const Codes = {
  ok: '00000',
  failed: '00001',
  tokenInvalid: '00002',
  tokenExpired: '00003',
  forbidden: '00004',
  validation: '00005',
  notFound: '00006',
  conflict: '00007',
  tooManyAttempts: '00008',
  payloadTooLarge: '00009',
  badRequest: '00010',
  unsupportedMediaType: '00011',
  serverError: '00500',
} as const;

export type CodeName = keyof typeof Codes;
export type Code = (typeof Codes)[CodeName];

export type Lang = 'zh' | 'en';

/** Default human text of each code; `{x}` placeholders are filled by `describeCode`. */
export const codeMessages: Record<CodeName, { zh: string; en: string; status: number }> = {
  ok: { zh: '操作成功', en: 'Success', status: 200 },
  failed: { zh: '操作失败', en: 'Operation failed', status: 400 },
  tokenInvalid: { zh: '登录凭证无效，请重新登录', en: 'Invalid token, please log in again', status: 401 },
  tokenExpired: { zh: '登录已过期，请重新登录', en: 'Your session has expired, please log in again', status: 401 },
  forbidden: { zh: '没有权限执行此操作', en: 'You do not have permission for this operation', status: 403 },
  validation: { zh: '请求参数校验失败', en: 'Request validation failed', status: 400 },
  notFound: { zh: '请求的资源不存在', en: 'The requested resource does not exist', status: 404 },
  conflict: { zh: '数据冲突，请刷新后重试', en: 'Conflict: please refresh and try again', status: 409 },
  tooManyAttempts: {
    zh: '尝试次数过多，请 {minutes} 分钟后再试',
    en: 'Too many attempts, please try again in {minutes} minute(s)',
    status: 429,
  },
  payloadTooLarge: { zh: '请求内容过大', en: 'Request body is too large', status: 413 },
  badRequest: { zh: '请求格式错误', en: 'Malformed request', status: 400 },
  unsupportedMediaType: {
    zh: '不支持的请求内容类型',
    en: 'Unsupported content type',
    status: 415,
  },
  serverError: { zh: '服务异常', en: 'Internal server error', status: 500 },
};

const byCode = new Map<string, CodeName>(Object.entries(Codes).map(([name, code]) => [code, name as CodeName]));

export function codeName(code: string): CodeName | undefined {
  return byCode.get(code);
}

export function describeCode(name: CodeName, lang: Lang, params: Record<string, string | number> = {}): string {
  const template = codeMessages[name][lang];
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}

export function isTokenFailure(code: string | undefined): boolean {
  return code === Codes.tokenInvalid || code === Codes.tokenExpired;
}

/** Picks zh or en from an Accept-Language header; zh is the product default. */
export function langFromHeader(header: string | undefined): Lang {
  if (!header) return 'zh';
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'zh';
}
