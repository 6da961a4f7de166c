/** Failures the server answers on purpose: each carries a catalogued code (src/schemas/envelope.ts). */
import { codeMessages, describeCode, type CodeName, type FieldError, type Lang } from '../../schemas/envelope.ts';

export interface Message {
  zh: string;
  en: string;
}

export class AppError extends Error {
  readonly codeName: CodeName;
  readonly text: Message | undefined;
  readonly params: Record<string, string | number>;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string>;

  constructor(
    codeName: CodeName,
    options: {
      message?: Message;
      params?: Record<string, string | number>;
      errors?: FieldError[];
      headers?: Record<string, string>;
    } = {},
  ) {
    super(options.message?.en ?? codeName);
    this.codeName = codeName;
    this.text = options.message;
    this.params = options.params ?? {};
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }

  get status(): number {
    return codeMessages[this.codeName].status;
  }

  describe(lang: Lang): string {
    if (!this.text) return describeCode(this.codeName, lang, this.params);
    return this.text[lang].replace(/\{(\w+)\}/g, (whole, key: string) =>
      key in this.params ? String(this.params[key]) : whole,
    );
  }
}

export const fail = (zh: string, en: string) => new AppError('failed', { message: { zh, en } });
export const notFound = (zh: string, en: string) => new AppError('notFound', { message: { zh, en } });
export const conflict = (zh: string, en: string) => new AppError('conflict', { message: { zh, en } });
