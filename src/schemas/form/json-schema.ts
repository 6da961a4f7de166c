/**
 * JSON Schema (draft 2020-12 subset, ajv-compilable) of a stored form schema: strict on structure
 * (every widget has type, id and options.name; children are widget lists), lenient on option keys,
 * because real exports carry keys of customised designers. The semantic checks JSON Schema cannot
 * say (duplicate names, sub-forms holding containers) are in checkFormStructure.
 */
import { kindOfType } from './widget-types.ts';
import type { FormSchema } from './types.ts';
import { walkWidgets } from './walk.ts';
import { SUB_FORM_TYPES } from './walk.ts';

const widgetRef = { $ref: '#/$defs/widget' };
const widgetArray = { type: 'array', maxItems: 2000, items: widgetRef };

export const formSchemaJsonSchema = {
  $id: 'https://flowhall.dev/schemas/form-schema.json',
  type: 'object',
  required: ['widgetList', 'formConfig'],
  properties: {
    schemaVersion: { type: 'integer', minimum: 0 },
    widgetList: widgetArray,
    formConfig: {
      type: 'object',
      properties: {
        name: { type: ['string', 'null'], maxLength: 200 },
        remark: { type: ['string', 'null'], maxLength: 2000 },
        modelName: { type: 'string', maxLength: 100 },
        refName: { type: 'string', maxLength: 100 },
        rulesName: { type: 'string', maxLength: 100 },
        labelWidth: { type: ['number', 'string', 'null'] },
        labelPosition: { type: 'string' },
        labelAlign: { type: 'string' },
        layoutType: { type: 'string' },
        size: { type: ['string', 'null'] },
        cssCode: { type: ['string', 'null'], maxLength: 100000 },
        functions: { type: ['string', 'null'], maxLength: 100000 },
        customClass: { type: ['string', 'array', 'null'] },
      },
      additionalProperties: true,
    },
  },
  additionalProperties: true,
  $defs: {
    widget: {
      type: 'object',
      required: ['type', 'id', 'options'],
      properties: {
        type: { type: 'string', minLength: 1, maxLength: 64 },
        id: { type: 'string', minLength: 1, maxLength: 128 },
        category: { type: 'string' },
        formItemFlag: { type: 'boolean' },
        options: {
          type: 'object',
          required: ['name'],
          properties: {
            name: { type: 'string', minLength: 1, maxLength: 128 },
            label: { type: ['string', 'null'], maxLength: 500 },
            hidden: { type: ['boolean', 'null'] },
            required: { type: ['boolean', 'null'] },
            validation: { type: ['string', 'null'], maxLength: 500 },
            customClass: { type: ['string', 'array', 'null'] },
            linkbuttons: {
              type: ['object', 'null'],
              properties: {
                dynamic: {
                  type: ['array', 'null'],
                  items: {
                    type: 'object',
                    properties: { widgetName: { type: ['string', 'array'] } },
                  },
                },
              },
            },
          },
          additionalProperties: true,
        },
        widgetList: widgetArray,
        cols: widgetArray,
        tabs: widgetArray,
        rows: {
          type: 'array',
          maxItems: 500,
          items: {
            type: 'object',
            required: ['cols'],
            properties: { id: { type: 'string' }, cols: widgetArray },
            additionalProperties: true,
          },
        },
      },
      additionalProperties: true,
    },
  },
} as const;

export interface StructureProblem {
  /** The widget's name (or id) the problem is about. */
  name: string;
  code: 'duplicateName' | 'subFormChild';
  message: { zh: string; en: string };
}

/** Duplicate names among value-holding widgets ('Duplicate name: ' of the designer) and non-field children of a sub-form. */
export function checkFormStructure(schema: Pick<FormSchema, 'widgetList'>): StructureProblem[] {
  const problems: StructureProblem[] = [];
  const seen = new Set<string>();
  walkWidgets(schema.widgetList, ({ widget, parents }) => {
    const name = widget.options?.name;
    const parent = parents[parents.length - 1];
    if (parent && SUB_FORM_TYPES.has(parent.type) && kindOfType(widget.type) === 'container') {
      problems.push({ name, code: 'subFormChild', message: { zh: `子表单只能包含字段组件：${name}`, en: `A sub-form accepts only field widgets: ${name}` } });
    }
    if (kindOfType(widget.type) === 'container' && !SUB_FORM_TYPES.has(widget.type)) return;
    if (seen.has(name)) problems.push({ name, code: 'duplicateName', message: { zh: `组件名称重复：${name}`, en: `Duplicate name: ${name}` } });
    seen.add(name);
  });
  return problems;
}
