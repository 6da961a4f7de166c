/**
 * The parameters VForm 2.2 gives each event script, in its order. A script is the body of a function
 * with these parameters (plus `form`), so `value`, `oldValue`, `event` … read as VForm authors expect.
 * The renderer passes arguments by name; names it adds beyond these (when they are identifiers) are
 * appended, so a newer renderer argument never needs a change here.
 */
const EVENT_PARAMS: Readonly<Record<string, readonly string[]>> = {
  onCreated: [],
  onMounted: [],
  onClick: [],
  onClose: [],
  onAppendButtonClick: [],
  onChange: ['value', 'oldValue', 'subFormData', 'rowId'],
  onInput: ['value'],
  onFocus: ['event'],
  onBlur: ['event'],
  onValidate: ['rule', 'value', 'callback'],
  onRemoteQuery: ['keyword'],
  onBeforeUpload: ['file'],
  onUploadSuccess: ['result', 'file', 'fileList'],
  onUploadError: ['error', 'file', 'fileList'],
  onFileRemove: ['file', 'fileList'],
  onSubFormRowAdd: ['subFormData', 'newRowId'],
  onSubFormRowInsert: ['subFormData', 'newRowId'],
  onSubFormRowDelete: ['subFormData', 'deletedDataRow'],
  onSubFormRowChange: ['subFormData'],
  onFormCreated: [],
  onFormMounted: [],
  onFormDataChange: ['fieldName', 'newValue', 'oldValue', 'formModel', 'subFormName', 'subFormRowIndex'],
  onFormValidate: ['formModel'],
};

/** Names the host owns: never taken from the renderer's arguments as parameters. */
const RESERVED = new Set(['widgetName', 'form', 'this', 'arguments', 'eval']);
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** Form-level events run with the form as `this`; widget events with the widget (see prelude.ts). */
export function isFormEvent(event: string): boolean {
  return event.startsWith('onForm');
}

/** The parameter list of one call: VForm's for the event, then the renderer's extra named arguments. */
export function paramsOf(event: string, args: Readonly<Record<string, unknown>>): string[] {
  const params = [...(EVENT_PARAMS[event] ?? [])];
  for (const name of Object.keys(args)) {
    if (!params.includes(name) && !RESERVED.has(name) && IDENTIFIER.test(name)) params.push(name);
  }
  return params;
}
