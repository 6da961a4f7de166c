/**
 * The edit dialog: @rjsf/antd renders the same derived JSON Schema the server validates with; the
 * dialog checks it live (a field once left, every field on save; record-check.ts) and shows the
 * server's field-level answers on the fields, so both sides speak with one voice.
 */
import { useMemo, useRef, useState } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { Form } from '@rjsf/antd';
import validator from '@rjsf/validator-ajv8';
import type { ErrorSchema, RJSFSchema, UiSchema, WidgetProps } from '@rjsf/utils';
import { recordSchema } from '../../schemas/entity/json-schema.ts';
import type { EntitySchema } from '../../schemas/entity/types.ts';
import { call, ApiError, errorText } from '../api/client.ts';
import { RefSelect } from './RefSelect.tsx';
import { ImageWidget } from './ImageWidget.tsx';
import { FileWidget } from './FileWidget.tsx';
import { AudienceWidget } from './AudienceWidget.tsx';
import { fileOptionsOf } from '../../schemas/entity/field-kinds.ts';
import { textOf } from './i18n.ts';
import { checkRecord, bodyOf, type FieldMessages } from './record-check.ts';
import { CappedInput, CappedTextarea, JsonWidget, type EditContext } from './edit-widgets.tsx';

type Row = Record<string, unknown>;

function RefWidget(props: WidgetProps) {
  const options = props.options as { entity: string; labelField: string; initialLabel?: string };
  return (
    <RefSelect
      id={props.id}
      entity={options.entity}
      labelField={options.labelField}
      value={props.value as string | null}
      initialLabel={options.initialLabel ?? null}
      disabled={props.disabled || props.readonly}
      onChange={(v) => props.onChange(v)}
    />
  );
}

function formSchemas(entity: EntitySchema, creating: boolean, language: string, row: Row | undefined) {
  const schema = recordSchema(entity, creating ? 'create' : 'update') as RJSFSchema & { properties: Record<string, RJSFSchema> };
  const properties = { ...schema.properties };
  delete properties.id;
  // Edited in a page of their own: not shown, and (absent from the properties) neither copied nor sent, so
  // saving the name cannot write back a stale copy of what that page changed meanwhile.
  for (const key of entity.form?.omit ?? []) delete properties[key];
  const uiSchema: UiSchema = { ...(entity.form?.uiSchema as UiSchema | undefined) };
  const labels = (row?.$labels ?? {}) as Record<string, string | null>;
  for (const [key, field] of Object.entries(entity.fields)) {
    if (!properties[key]) continue;
    properties[key] = { ...(properties[key] as object), title: textOf(field.label, language) };
    const ui: Record<string, unknown> = Object.assign({}, uiSchema[key] as Record<string, unknown> | undefined);
    if (field.ref) Object.assign(ui, { 'ui:widget': 'ref', 'ui:options': { entity: field.ref.entity, labelField: field.ref.labelField, initialLabel: labels[key] } });
    if (field.enum) ui['ui:enumNames'] = field.enum.map((e) => textOf(e.label, language));
    if (field.type === 'json') {
      // rjsf draws an object schema as nested fields and ignores ui:widget on it; the JSON editor takes
      // the value whole instead. The real shape is still checked (record-check.ts), rjsf checks nothing.
      properties[key] = { title: textOf(field.label, language), type: 'string' };
      ui['ui:widget'] = field.audience ? 'audience' : 'json';
    }
    // A checked upload draws the file control with the field's own limits unless the file names another widget.
    const file = fileOptionsOf(field);
    if (file && !ui['ui:widget']) Object.assign(ui, { 'ui:widget': 'file', 'ui:options': { ...(ui['ui:options'] as object | undefined), types: file.types, maxMb: file.maxMb } });
    uiSchema[key] = ui;
  }
  if (entity.form?.order) uiSchema['ui:order'] = [...entity.form.order, '*'];
  uiSchema['ui:submitButtonOptions'] = { norender: true };
  return { schema: { ...schema, required: (schema.required as string[]).filter((r) => r !== 'id'), properties } as RJSFSchema, uiSchema };
}

function byField(errors: { path: string; message: string }[]): FieldMessages {
  const result: FieldMessages = {};
  for (const { path, message } of errors) (result[path.split('/')[1] ?? ''] ??= []).push(message);
  return result;
}

function toErrorSchema(...sources: FieldMessages[]): ErrorSchema | undefined {
  const result: Record<string, { __errors: string[] }> = {};
  for (const source of sources) for (const [key, messages] of Object.entries(source)) (result[key] ??= { __errors: [] }).__errors.push(...messages);
  return Object.keys(result).length ? (result as unknown as ErrorSchema) : undefined;
}

const widgets = { ref: RefWidget, image: ImageWidget, file: FileWidget, audience: AudienceWidget, json: JsonWidget, textarea: CappedTextarea };
const templates = { BaseInputTemplate: CappedInput };

interface Props {
  entity: EntitySchema;
  row: Row | undefined;
  open: boolean;
  onClose: () => void;
  onSaved: (saved: Row) => void;
  /** Values (and ref labels) a new row starts with, e.g. the master row the screen shows. */
  defaults?: { values: Row; labels: Record<string, string> } | undefined;
}

export function EditDialog({ entity, row, open, onClose, onSaved, defaults }: Props) {
  const { t, i18n } = useTranslation();
  const creating = !row;
  // The caller builds `defaults` afresh on each render; its content keeps the derived form schema stable while typing.
  const defaultsKey = JSON.stringify(defaults ?? null);
  // oxlint-disable-next-line react-hooks/exhaustive-deps -- keyed by content, see above
  const labelled = useMemo(() => row ?? (defaults ? { $labels: defaults.labels } : undefined), [row, defaultsKey]);
  const { schema, uiSchema } = useMemo(() => formSchemas(entity, creating, i18n.language, labelled), [entity, creating, i18n.language, labelled]);
  const initial = useMemo(() => {
    if (!row) return { ...defaults?.values };
    const copy: Row = {};
    for (const key of Object.keys(entity.fields)) if (key in row && (schema.properties as Row)[key]) copy[key] = row[key];
    return copy;
  }, [row, entity, schema, defaults?.values]);
  const [data, setData] = useState<Row>(initial);
  const [serverErrors, setServerErrors] = useState<FieldMessages>({});
  // Fields the user has left (or all, after a save attempt): only their errors are shown.
  const [touched, setTouched] = useState<ReadonlySet<string> | 'all'>(new Set());
  const [jsonErrors, setJsonErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const lang = i18n.language.startsWith('en') ? 'en' : 'zh';
  const mode = creating ? 'create' : 'update';
  const clientErrors = useMemo(() => checkRecord(entity, mode, data, lang), [entity, mode, data, lang]);
  const shownClient = touched === 'all' ? clientErrors : Object.fromEntries(Object.entries(clientErrors).filter(([k]) => touched.has(k)));
  const extraErrors = toErrorSchema(shownClient, serverErrors);
  const context = useRef<EditContext>({
    reportJsonError: (field, message) =>
      setJsonErrors((current) => {
        const next = { ...current };
        if (message) next[field] = message;
        else delete next[field];
        return next;
      }),
  }).current;

  function change(next: Row) {
    // A server answer about a field is stale once that field changes.
    setServerErrors((current) => {
      const stale = Object.keys(current).filter((k) => next[k] !== data[k]);
      if (!stale.length) return current;
      return Object.fromEntries(Object.entries(current).filter(([k]) => !stale.includes(k)));
    });
    setData(next);
  }

  function leave(id: string) {
    const key = id.replace(/^root_/, '');
    setTouched((current) => (current === 'all' || current.has(key) ? current : new Set([...current, key])));
  }
  const title = textOf(entity.noun ?? entity.title, i18n.language);

  async function save() {
    setTouched('all');
    if (Object.keys(clientErrors).length || Object.keys(jsonErrors).length) return;
    setSaving(true);
    setServerErrors({});
    try {
      // Empty optional inputs are sent as null, which the derived schema accepts for optional fields.
      const body: Row = bodyOf(data);
      const saved = await call<Row>(`/${entity.name}/edit`, { body: creating ? body : { ...body, id: row!.id }, quiet: true });
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && error.errors?.length) setServerErrors(byField(error.errors));
      else Modal.error({ title: errorText(error, t('common.serviceError')) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      title={creating ? t('entity.createTitle', { title }) : t('entity.editTitle', { title })}
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      destroyOnHidden
      width={entity.form?.columns === 2 ? 760 : 560}
      // A tall form scrolls inside the dialog, so the title and the buttons stay on the screen.
      style={{ top: 24, paddingBottom: 24 }}
      styles={{ body: { maxHeight: 'calc(100dvh - 200px)', overflowY: 'auto', overflowX: 'hidden', paddingRight: 4 } }}
    >
      <div data-testid="entity-edit-form">
        <Form
          schema={schema}
          uiSchema={uiSchema}
          formData={data}
          validator={validator}
          noValidate
          noHtml5Validate
          showErrorList={false}
          extraErrors={extraErrors}
          widgets={widgets}
          templates={templates}
          formContext={context}
          onChange={(event) => change(event.formData as Row)}
          onBlur={leave}
        />
      </div>
    </Modal>
  );
}
