/** The JSON Schema every entity file must satisfy; checked at server start-up and in the tests. */

const text = {
  type: 'object',
  properties: { zh: { type: 'string', minLength: 1 }, en: { type: 'string', minLength: 1 } },
  required: ['zh', 'en'],
  additionalProperties: false,
};

const identifier = { type: 'string', pattern: '^[a-zA-Z][a-zA-Z0-9]*$' };
const sqlName = { type: 'string', pattern: '^[a-z][a-z0-9_]*$', maxLength: 63 };
const scalar = { type: ['string', 'number', 'boolean', 'null'] };

const field = {
  type: 'object',
  properties: {
    type: { enum: ['string', 'integer', 'number', 'boolean', 'datetime', 'date', 'json'] },
    label: text,
    column: sqlName,
    required: { type: 'boolean' },
    unique: { type: 'boolean' },
    default: scalar,
    maxLength: { type: 'integer', minimum: 1 },
    minLength: { type: 'integer', minimum: 0 },
    minimum: { type: 'number' },
    maximum: { type: 'number' },
    pattern: { type: 'string' },
    patternMessage: text,
    format: { enum: ['email', 'uri'] },
    enum: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        properties: { value: { type: ['string', 'number', 'boolean'] }, label: text },
        required: ['value', 'label'],
        additionalProperties: false,
      },
    },
    dict: { type: 'string' },
    ref: {
      type: 'object',
      properties: { entity: identifier, labelField: identifier },
      required: ['entity', 'labelField'],
      additionalProperties: false,
    },
    hidden: { type: 'boolean' },
    writeOnly: { type: 'boolean' },
    readOnly: { type: 'boolean' },
    bilingual: { type: 'boolean' },
    importable: { type: 'boolean' },
    file: {
      oneOf: [
        { type: 'boolean' },
        {
          type: 'object',
          properties: {
            types: { type: 'array', minItems: 1, items: { type: 'string', pattern: '^[a-z0-9]{1,10}$' } },
            maxMb: { type: 'number', exclusiveMinimum: 0, maximum: 1024 },
          },
          additionalProperties: false,
        },
      ],
    },
    audience: { type: 'boolean' },
    jsonSchema: { type: 'object' },
  },
  required: ['type', 'label'],
  additionalProperties: false,
};

export const entityMetaSchema = {
  $id: 'https://flowhall.dev/schemas/entity.json',
  type: 'object',
  properties: {
    $schema: { type: 'string' },
    name: identifier,
    table: sqlName,
    title: text,
    noun: text,
    labelField: identifier,
    fields: { type: 'object', minProperties: 1, propertyNames: identifier, additionalProperties: field },
    permissions: {
      type: 'object',
      propertyNames: { enum: ['view', 'add', 'edit', 'delete', 'export', 'import'] },
      additionalProperties: { type: 'string', pattern: '^[a-z][a-z0-9_:]*$' },
    },
    list: {
      type: 'object',
      properties: {
        columns: {
          type: 'array',
          minItems: 1,
          items: {
            type: 'object',
            properties: {
              field: identifier,
              width: { type: 'integer', minimum: 40 },
              sortable: { type: 'boolean' },
              format: { enum: ['date', 'datetime', 'boolean', 'enum', 'ref', 'image', 'text'] },
            },
            required: ['field'],
            additionalProperties: false,
          },
        },
        defaultSort: {
          type: 'object',
          properties: { field: identifier, order: { enum: ['asc', 'desc'] } },
          required: ['field', 'order'],
          additionalProperties: false,
        },
        pageSize: { type: 'integer', minimum: 1, maximum: 500 },
        scope: { enum: ['all'] },
        master: { type: 'object', properties: { field: identifier }, required: ['field'], additionalProperties: false },
      },
      required: ['columns'],
      additionalProperties: false,
    },
    search: {
      type: 'array',
      items: {
        type: 'object',
        properties: { field: identifier, op: { enum: ['equals', 'like', 'range', 'in'] } },
        required: ['field', 'op'],
        additionalProperties: false,
      },
    },
    tree: {
      type: 'object',
      properties: { parentField: identifier, lazy: { type: 'boolean' }, lazyCall: identifier },
      required: ['parentField'],
      additionalProperties: false,
    },
    softDelete: { type: 'object', properties: { field: identifier }, required: ['field'], additionalProperties: false },
    stateField: identifier,
    form: {
      type: 'object',
      properties: {
        order: { type: 'array', items: identifier },
        uiSchema: { type: 'object' },
        columns: { enum: [1, 2] },
        omit: { type: 'array', items: identifier },
      },
      additionalProperties: false,
    },
    actions: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: identifier,
          label: text,
          permission: { type: 'string' },
          scope: { enum: ['row', 'toolbar'] },
          confirm: text,
          danger: { type: 'boolean' },
          dialog: identifier,
          internal: { type: 'boolean' },
        },
        required: ['name', 'label', 'permission', 'scope'],
        additionalProperties: false,
      },
    },
    rowLinks: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          label: text,
          // An app path only: no scheme, no protocol-relative `//host`.
          path: { type: 'string', pattern: '^/[A-Za-z0-9_/-]*$' },
          query: { type: 'object', propertyNames: identifier, additionalProperties: identifier },
          permission: { type: 'string' },
        },
        required: ['label', 'path'],
        additionalProperties: false,
      },
    },
    // An app path only, as a row link's.
    addPage: { type: 'string', pattern: '^/[A-Za-z0-9_/-]*$' },
    aliases: {
      type: 'object',
      propertyNames: identifier,
      additionalProperties: {
        type: 'object',
        properties: { of: { enum: ['queryList', 'queryPage', 'treeList'] }, access: { enum: ['login', 'view'] } },
        required: ['of'],
        additionalProperties: false,
      },
    },
    readOnly: { type: 'boolean' },
    audit: { type: 'boolean' },
  },
  required: ['name', 'table', 'title', 'labelField', 'fields', 'permissions', 'list'],
  additionalProperties: false,
} as const;
