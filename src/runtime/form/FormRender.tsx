/**
 * <FormRender>: renders a form schema (a VForm 2.2.x export as it is) with per-field state. The
 * imperative handle is the form API plus submit().
 */
import { forwardRef, useCallback, useEffect, useId, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { Provider } from 'jotai';
import { Alert, Button, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WorkCalendar } from '../../schemas/form/index.ts';
import type { FieldError, FieldPermission, FieldPermissions, FormData, FormSchema } from '../../schemas/form/types.ts';
import { preparePatterns } from '../../schemas/form/validators.ts';
import { loadWorkCalendar } from '../../widgets/date-range/holidays.ts';
import { widgetRegistry, type WidgetRegistry } from '../../widgets/registry.ts';
import type { FormApi, FormLayoutType } from '../../widgets/view-contract.ts';
import { feedback } from '../ui/feedback.ts';
import { FormContext, type FormContextValue } from './context.ts';
import { scopeCss } from './css-scope.ts';
import { createFormApi } from './form-api.ts';
import { classList, layoutOf } from './layout.ts';
import { readSchema } from './normalise.ts';
import { runScript, type ScriptHost } from './script-host.ts';
import { quickJsScriptHost } from './scripts/host.ts';
import { FormStore } from './store.ts';
import { renderWidgetList } from './WidgetNode.tsx';
import { formText } from './i18n.ts';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import './form.css';

export interface FormRenderProps {
  /** A form schema, or a VForm export as it is (normalised on the way in). */
  schema: FormSchema | unknown;
  data?: FormData;
  /** The process node's field permissions, by field name or as a list. */
  permissions?: FieldPermissions | readonly FieldPermission[];
  readOnly?: boolean;
  /** When given, the form shows submit and reset buttons; submit validates first. */
  onSubmit?: (data: FormData) => void | Promise<void>;
  /** Called after every value change with the whole form data. */
  onChange?: (data: FormData) => void;
  scriptHost?: ScriptHost;
  /** Overrides formConfig.layoutType (e.g. the designer's phone preview). */
  layoutType?: FormLayoutType;
  /** The school calendar for getdays working-day counts; loaded from /eduSchoolCalendar/calendar when absent. */
  calendar?: WorkCalendar;
  /** Another registry (tests, the designer's preview); the widget registry by default. */
  registry?: WidgetRegistry;
  className?: string;
}

export interface FormRenderHandle extends FormApi {
  /** Validates, then calls onSubmit; answers the data, or undefined when invalid. */
  submit(): Promise<FormData | undefined>;
  /**
   * Shows messages found elsewhere (the server's check) on their fields: paths as validate() reports them
   * (`phone`, `items.0.amount`). Answers the ones that name no field of this form, for the page to show.
   */
  showErrors(errors: readonly FieldError[]): FieldError[];
}

function permissionMap(permissions: FormRenderProps['permissions']): FieldPermissions {
  if (!permissions) return {};
  if (Array.isArray(permissions)) return Object.fromEntries((permissions as readonly FieldPermission[]).map((entry) => [entry.name, entry]));
  return permissions as FieldPermissions;
}

function toast(kind: 'warning' | 'error', text: string): void {
  void feedback().then((api) => api.message[kind](text));
}

const hint = (text: string) => toast('warning', text);

export const FormRender = forwardRef(function FormRender(props: FormRenderProps, ref: Ref<FormRenderHandle>) {
  const { t } = useTranslation('form');
  const { data, onChange, onSubmit, scriptHost = quickJsScriptHost, calendar } = props;
  const registry = props.registry ?? widgetRegistry;
  const reading = useMemo(() => readSchema(props.schema), [props.schema]);
  const { schema } = reading;
  const permissions = useMemo(() => permissionMap(props.permissions), [props.permissions]);

  const { store, api } = useMemo(() => {
    const created = new FormStore(schema, registry, permissions);
    created.load(data ?? {});
    return { store: created, api: createFormApi(created, hint) };
    // A new data object reloads the values (effect below); only a new schema rebuilds the form.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [schema, registry, permissions]);

  const loaded = useRef({ store, data });
  useEffect(() => {
    if (loaded.current.store === store && loaded.current.data === data) return;
    const sameStore = loaded.current.store === store;
    loaded.current = { store, data };
    if (sameStore) store.load(data ?? {});
  }, [data, store]);

  useEffect(() => {
    store.setHost(scriptHost);
    const config = schema.formConfig;
    store.setListener({
      onValueChange: (address, value, oldValue) => {
        const widget = store.index.byName.get(address.name);
        const args = { widgetName: address.name, value, oldValue, ...(address.subForm ? { subFormName: address.subForm } : {}) };
        void runScript(scriptHost, 'onChange', widget?.options?.onChange, api, args);
        void runScript(scriptHost, 'onFormDataChange', config.onFormDataChange, api, { fieldName: address.name, newValue: value, oldValue });
        onChange?.(store.getFormData());
      },
      onRowsChange: (subForm, event, index) => {
        const options = store.index.byName.get(subForm)?.options;
        const eventName = event === 'add' ? 'onSubFormRowAdd' : event === 'insert' ? 'onSubFormRowInsert' : 'onSubFormRowDelete';
        void runScript(scriptHost, eventName, options?.[eventName], api, { subFormName: subForm, rowIndex: index }).then(() =>
          runScript(scriptHost, 'onSubFormRowChange', options?.onSubFormRowChange, api, { subFormName: subForm, rowIndex: index, subFormData: store.getSubFormRows(subForm) }),
        );
        onChange?.(store.getFormData());
      },
    });
  }, [store, api, schema, scriptHost, onChange]);

  useEffect(() => {
    if (calendar) {
      store.setCalendar(calendar);
      return undefined;
    }
    if (!store.countsDays()) return undefined;
    let live = true;
    void loadWorkCalendar().then((school) => live && store.setCalendar(school));
    return () => {
      live = false;
    };
  }, [store, calendar]);

  // Custom patterns run on the RE2 engine, fetched with the first form that has one, before anyone types.
  useEffect(() => {
    preparePatterns(schema).catch((error: unknown) => console.error('the pattern engine failed to load', error));
  }, [schema]);

  // Form-level lifecycle scripts, once per built form.
  useEffect(() => {
    const config = schema.formConfig;
    const host = store.getHost();
    void runScript(host, 'onFormCreated', config.onFormCreated, api, {}).then(() => runScript(host, 'onFormMounted', config.onFormMounted, api, {}));
  }, [store, api, schema]);

  const [submitting, setSubmitting] = useState(false);
  const submit = useCallback(async (): Promise<FormData | undefined> => {
    let valid: FormData;
    try {
      valid = await api.validate();
    } catch (error) {
      toast('error', error instanceof Error ? error.message : formText('validationFailed'));
      return undefined;
    }
    setSubmitting(true);
    try {
      await onSubmit?.(valid);
      return valid;
    } finally {
      setSubmitting(false);
    }
  }, [api, onSubmit]);

  const showErrors = useCallback(
    (errors: readonly FieldError[]): FieldError[] =>
      errors.filter((error) => {
        const [name = '', row, cell] = error.path.split('.');
        if (cell === undefined) {
          if (!store.index.byName.has(name) || store.index.subForms.has(name)) return true;
          store.showError({ name }, error.message);
          return false;
        }
        const rowKey = store.index.subForms.has(name) ? store.jotai.get(store.rowsAtom(name))[Number(row)] : undefined;
        if (rowKey === undefined || !store.index.byName.has(cell)) return true;
        store.showError({ name: cell, subForm: name, rowKey }, error.message);
        return false;
      }),
    [store],
  );
  useImperativeHandle(ref, () => ({ ...api, submit, showErrors }), [api, submit, showErrors]);

  const layout = useMemo(() => layoutOf(schema.formConfig, props.layoutType), [schema, props.layoutType]);
  const readOnly = !!props.readOnly;
  const context = useMemo<FormContextValue>(() => ({ store, registry, api, host: scriptHost, layout, readOnly, hint }), [store, registry, api, scriptHost, layout, readOnly]);

  const scope = `fh-form-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const css = useMemo(() => (schema.formConfig.cssCode ? scopeCss(String(schema.formConfig.cssCode), `.${scope}`) : ''), [schema, scope]);
  const formWidth = typeof schema.formConfig.formWidth === 'string' && schema.formConfig.formWidth ? schema.formConfig.formWidth : undefined;

  return (
    <div
      ref={store.attachRoot}
      className={`fh-form ${scope} fh-form-${layout.layoutType.toLowerCase()} ${props.className ?? ''}`.trim()}
      style={formWidth ? { width: formWidth, maxWidth: '100%' } : undefined}
    >
      {css ? <style data-form-scope={scope}>{css}</style> : null}
      {reading.error ? <Alert type="error" showIcon title={t('badSchema')} description={reading.error} /> : null}
      <Provider store={store.jotai}>
        <FormContext.Provider value={context}>
          <Form
            component="div"
            layout={layout.labelPosition === 'top' ? 'vertical' : 'horizontal'}
            size={layout.size}
            colon={false}
            labelWrap
            className={`fh-form-body ${classList(schema.formConfig.customClass)}`.trim()}
          >
            {renderWidgetList(schema.widgetList)}
          </Form>
        </FormContext.Provider>
      </Provider>
      {onSubmit && !readOnly ? (
        <Space className="fh-form-actions">
          <Button type="primary" loading={submitting} onClick={() => void submit()}>
            {t('submit')}
          </Button>
          <Button onClick={() => api.reset()}>{t('reset')}</Button>
        </Space>
      ) : null}
    </div>
  );
});
