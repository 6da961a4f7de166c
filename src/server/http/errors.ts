/** Failures the server answers on purpose: each carries a catalogued code (src/schemas/envelope.ts). */
import { codeMessages, describeCode, type CodeName, type FieldError, type Lang } from '../../schemas/envelope.ts';

export interface Message {
  zh: string;
  en: string;
}

/** A field error whose message may be given in both languages; the answer carries the caller's. */
export interface LocalizedFieldError {
  path: string;
  message: string | Message;
}

export class AppError extends Error {
  readonly codeName: CodeName;
  readonly text: Message | undefined;
  readonly params: Record<string, string | number>;
  readonly errors: LocalizedFieldError[] | undefined;
  readonly headers: Record<string, string>;

  constructor(
    codeName: CodeName,
    options: {
      message?: Message;
      params?: Record<string, string | number>;
      errors?: LocalizedFieldError[];
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

  /** The field errors in one language, so that an answer never mixes Chinese and English. */
  fieldErrors(lang: Lang): FieldError[] | undefined {
    return this.errors?.map(({ path, message }) => ({ path, message: typeof message === 'string' ? message : message[lang] }));
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
