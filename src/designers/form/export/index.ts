/**
 * The one entry of code export (issue #13): a form and a target give a file name and its code. The
 * options are validated here as the dialog validates them, so a caller that skips the dialog cannot
 * paste an unchecked name into generated code.
 */
import type { FormSchema } from '../../../schemas/form/types.ts';
import type { I18nText } from '../../../widgets/designer-contract.ts';
import { exportHtml } from './html.ts';
import { exportJson } from './json.ts';
import { defaultCodeGenOptions, hasErrors, validateCodeGenOptions, type CodeGenErrors, type CodeGenOptions, type ExportTarget } from './options.ts';
import { componentName, exportReact } from './react.ts';
import { exportVue } from './vue.ts';

export { defaultCodeGenOptions, EXPORT_TARGETS, validateCodeGenOptions, type CodeGenOptions, type ExportTarget } from './options.ts';

export interface ExportedFile {
  fileName: string;
  code: string;
  /** The MIME type a download is offered with. */
  mime: string;
}

export class CodeGenOptionsError extends Error {
  constructor(readonly errors: CodeGenErrors) {
    super(`invalid code generator options: ${Object.keys(errors).join(', ')}`);
  }
  /** The first problem, for a toast. */
  first(): I18nText | undefined {
    return Object.values(this.errors)[0];
  }
}

/** A file name from the form's name: letters, digits, CJK, - and _ kept; 'form' when nothing is left. */
export function baseFileName(form: FormSchema): string {
  const name = typeof form.formConfig?.name === 'string' ? form.formConfig.name : '';
  const cleaned = name.replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  return cleaned === '' ? 'form' : cleaned;
}

export function exportForm(form: FormSchema, target: ExportTarget, options: Partial<CodeGenOptions> = {}): ExportedFile {
  const merged: CodeGenOptions = { ...defaultCodeGenOptions(form), ...options };
  const errors = validateCodeGenOptions(merged);
  if (hasErrors(errors)) throw new CodeGenOptionsError(errors);
  const base = baseFileName(form);
  switch (target) {
    case 'json':
      return { fileName: `${base}.json`, code: exportJson(form), mime: 'application/json' };
    case 'vue2':
      return { fileName: `${base}.vue2.vue`, code: exportVue(form, 'vue2', merged), mime: 'text/plain' };
    case 'vue3':
      return { fileName: `${base}.vue`, code: exportVue(form, 'vue3', merged), mime: 'text/plain' };
    case 'html':
      return { fileName: `${base}.html`, code: exportHtml(form, merged), mime: 'text/html' };
    case 'react':
      return { fileName: `${componentName(form)}.tsx`, code: exportReact(form, merged), mime: 'text/plain' };
  }
}
