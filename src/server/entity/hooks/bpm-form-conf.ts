/**
 * Reading a form's conf on save and on read: a VForm export or a stored schema of any version is
 * normalised, checked (JSON Schema and structure), stamped with the current version, and its field
 * list derived. Pure apart from the AppError it throws, so the hook, the get route and the seed share it.
 */
import { createAjv } from '../registry.ts';
import { AppError } from '../../http/errors.ts';
import {
  checkFormPatterns,
  checkFormStructure,
  fieldWidgets,
  formSchemaJsonSchema,
  FormSchemaError,
  normaliseFormSchema,
  type FormSchema,
} from '../../../schemas/form/index.ts';
import { modelOf } from '../../../widgets/models.ts';

/** One entry of the stored field list: what the process designer's field permissions and conditions pick from. */
export interface FormFieldEntry {
  name: string;
  label: string;
  type: string;
  /** The sub-form the field repeats in. */
  subForm?: string;
  required?: boolean;
}

const validate = createAjv().compile(formSchemaJsonSchema);

/** Parses, normalises and checks a conf; throws AppError('validation') with a /conf error in zh and en. */
export function readConf(conf: unknown, lang: 'zh' | 'en'): FormSchema {
  let schema: FormSchema;
  try {
    schema = normaliseFormSchema(conf);
  } catch (error) {
    if (!(error instanceof FormSchemaError)) throw error;
    throw confError({ zh: `表单配置无效：${error.message}`, en: `Invalid form configuration: ${error.message}` }, lang);
  }
  if (!validate(schema)) {
    const first = validate.errors?.[0];
    const where = first ? `${first.instancePath || '/'} ${first.message ?? ''}`.trim() : '';
    throw confError({ zh: `表单配置结构不正确：${where}`, en: `The form configuration is malformed: ${where}` }, lang);
  }
  const problems = checkFormStructure(schema);
  if (problems.length > 0) {
    throw confError({ zh: problems.map((p) => p.message.zh).join('；'), en: problems.map((p) => p.message.en).join('; ') }, lang);
  }
  return schema;
}

/**
 * On save only: a custom validation pattern the linear-time engine refuses (back-reference, look-around,
 * too complex …) refuses the form, naming the field. Reading does not check it, so a form stored before
 * still opens; there the field's rule answers that its pattern is invalid.
 */
export function refuseBadPatterns(schema: FormSchema, lang: 'zh' | 'en'): void {
  const problems = checkFormPatterns(schema);
  if (problems.length === 0) return;
  throw confError({ zh: problems.map((p) => p.message.zh).join('；'), en: problems.map((p) => p.message.en).join('; ') }, lang);
}

function confError(message: { zh: string; en: string }, lang: 'zh' | 'en'): AppError {
  return new AppError('validation', { message, errors: [{ path: '/conf', message: message[lang] }] });
}

/** The field list stored beside the conf (value-holding widgets and sub-forms, in tree order). */
export function fieldList(schema: FormSchema): FormFieldEntry[] {
  return fieldWidgets(schema, (widget) => modelOf(widget.type)?.kind === 'field').map((entry) => {
    const item: FormFieldEntry = { name: entry.name, label: entry.label, type: entry.widget.type };
    if (entry.subForm) item.subForm = entry.subForm;
    if (entry.widget.options.required === true) item.required = true;
    return item;
  });
}

/** The values a bpm_form row stores for a conf. */
export function storedConf(schema: FormSchema): { conf: string; fields: FormFieldEntry[]; schemaVersion: number } {
  return { conf: JSON.stringify(schema), fields: fieldList(schema), schemaVersion: schema.schemaVersion ?? 0 };
}
