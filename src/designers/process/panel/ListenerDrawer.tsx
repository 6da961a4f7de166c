/**
 * The listener drawer (spec §2 task listeners: table, drawer, field dialog; §5 rules): event, value
 * type and the value it needs (class, expression, delegate expression, or a script inline or external),
 * a timeout's timer, the injected fields, and choosing from the listener library. Saved only through
 * its button, after the rules of listenerProblems; a removed field asks 确认移除该字段吗？ first.
 */
import { useState } from 'react';
import { App, Button, Drawer, Form, Input, Radio, Select, Space, Table, Typography } from 'antd';
import { LISTENER_VALUE_TYPES, listenerEvents, listenerProblems, type Listener, type ListenerField, type ListenerKind } from '../../../schemas/bpmn/index.ts';
import { usePdT } from './i18n-more.ts';
import { blankField, ListenerFieldDialog } from './ListenerFieldDialog.tsx';
import { ListenerLibraryDialog } from './ListenerLibraryDialog.tsx';
import { TimerInput } from './TimerInput.tsx';

interface Props {
  kind: ListenerKind;
  elementType: string;
  initial: Listener;
  onSave(listener: Listener): void;
  onClose(): void;
}

export function ListenerDrawer({ kind, elementType, initial, onSave, onClose }: Props) {
  const { t } = usePdT();
  const { modal } = App.useApp();
  const [listener, setListener] = useState(initial);
  const [shown, setShown] = useState<string[]>([]);
  const [fieldAt, setFieldAt] = useState<number | null>(null);
  const [library, setLibrary] = useState(false);
  const set = (change: Partial<Listener>) => setListener((current) => ({ ...current, ...change }));
  const error = (key: string, label: string) => (shown.includes(key) ? <Typography.Text type="danger" data-testid={`pd-listener-error-${key}`}>{t('more.required', { label })}</Typography.Text> : null);
  const save = () => {
    const problems = listenerProblems(listener);
    setShown(problems);
    if (problems.length === 0) onSave(listener);
  };
  const removeField = (index: number) =>
    modal.confirm({ title: t('more.prompt'), content: t('more.confirmField'), okText: t('more.ok'), cancelText: t('more.cancel'), onOk: () => set({ fields: listener.fields.filter((_, at) => at !== index) }), onCancel: () => console.info('remove field cancelled') });
  const putField = (field: ListenerField) => {
    const fields = fieldAt !== null && fieldAt < listener.fields.length ? listener.fields.map((f, at) => (at === fieldAt ? field : f)) : [...listener.fields, field];
    set({ fields });
    setFieldAt(null);
  };
  const isScript = listener.valueType === 'script';
  const inline = listener.scriptType === 'inlineScript';

  return (
    <Drawer open title={t('more.listenerTitle')} size={420} onClose={onClose} maskClosable={false} destroyOnHidden data-testid="pd-listener-drawer"
      extra={<Space><Button onClick={onClose}>{t('more.cancel')}</Button><Button type="primary" data-testid="pd-listener-save" onClick={save}>{t('more.save')}</Button></Space>}>
      <Button block style={{ marginBottom: 12 }} data-testid="pd-listener-library" onClick={() => setLibrary(true)}>{t('more.fromLibrary')}</Button>
      <Form layout="vertical" size="small">
        <Form.Item label={t('more.event')} required>
          <Select data-testid="pd-listener-event" value={listener.event || undefined} onChange={(event: string) => set({ event })}
            options={listenerEvents(kind, elementType).map((value) => ({ value, label: t(`more.events.${value}`) }))} />
          {error('event', t('more.event'))}
        </Form.Item>
        <Form.Item label={t('more.valueType')} required>
          <Select data-testid="pd-listener-type" value={listener.valueType} onChange={(valueType: Listener['valueType']) => set({ valueType, value: '', resource: '', scriptFormat: valueType === 'script' ? 'javascript' : '' })}
            options={LISTENER_VALUE_TYPES.map((value) => ({ value, label: t(`more.valueTypes.${value}`) }))} />
        </Form.Item>
        {!isScript && (
          <Form.Item label={t(`more.valueTypes.${listener.valueType}`)} required>
            <Input data-testid="pd-listener-value" value={listener.value} onChange={(event) => set({ value: event.target.value })} />
            {error(listener.valueType, t(`more.valueTypes.${listener.valueType}`))}
          </Form.Item>
        )}
        {isScript && (
          <>
            <Form.Item label={t('more.scriptFormat')} required>
              <Input data-testid="pd-listener-format" value={listener.scriptFormat} onChange={(event) => set({ scriptFormat: event.target.value })} />
              {error('scriptFormat', t('more.scriptFormat'))}
            </Form.Item>
            <Form.Item label={t('more.scriptType')}>
              <Radio.Group value={listener.scriptType} onChange={(event) => set({ scriptType: event.target.value as Listener['scriptType'] })}
                options={(['inlineScript', 'externalScript'] as const).map((value) => ({ value, label: t(`more.scriptTypes.${value}`) }))} />
            </Form.Item>
            <Form.Item label={inline ? t('more.script') : t('more.resource')} required>
              {inline
                ? <Input.TextArea data-testid="pd-listener-script" autoSize={{ minRows: 3, maxRows: 8 }} value={listener.value} onChange={(event) => set({ value: event.target.value })} />
                : <Input data-testid="pd-listener-resource" value={listener.resource} onChange={(event) => set({ resource: event.target.value })} />}
              {error(inline ? 'script' : 'resource', inline ? t('more.script') : t('more.resource'))}
            </Form.Item>
          </>
        )}
        {kind === 'taskListener' && listener.event === 'timeout' && (
          <>
            <TimerInput testId="pd-listener-timer" value={listener.timer ?? { type: 'Duration', body: '' }} onChange={(timer) => set({ timer })} />
            {error('timer', t('more.timerBody'))}
          </>
        )}
      </Form>
      <Space style={{ margin: '8px 0', justifyContent: 'space-between', width: '100%' }}>
        <Typography.Text strong>{t('more.fields')}</Typography.Text>
        <Button size="small" data-testid="pd-field-add" onClick={() => setFieldAt(listener.fields.length)}>{t('more.add')}</Button>
      </Space>
      <Table<ListenerField & { at: number }>
        size="small" pagination={false} rowKey="at" scroll={{ y: 240 }} data-testid="pd-listener-fields"
        dataSource={listener.fields.map((field, at) => ({ ...field, at }))}
        columns={[
          { title: t('more.fieldName'), dataIndex: 'name' },
          { title: t('more.fieldType'), dataIndex: 'fieldType', render: (value: string) => t(`more.fieldTypes.${value}`) },
          { title: t('more.fieldValue'), dataIndex: 'value', ellipsis: true },
          { title: t('more.actions'), key: 'actions', width: 110, render: (_: unknown, row) => (
            <Space size={4}>
              <Button type="link" size="small" onClick={() => setFieldAt(row.at)}>{t('more.edit')}</Button>
              <Button type="link" size="small" danger data-testid={`pd-field-remove-${row.at}`} onClick={() => removeField(row.at)}>{t('more.remove')}</Button>
            </Space>
          ) },
        ]}
      />
      {fieldAt !== null && <ListenerFieldDialog initial={listener.fields[fieldAt] ?? blankField()} onConfirm={putField} onCancel={() => setFieldAt(null)} />}
      {library && (
        <ListenerLibraryDialog kind={kind} onCancel={() => setLibrary(false)} onConfirm={(chosen) => {
          setLibrary(false);
          // The library's event may not fit this element (a take on a task): keep the current one then.
          const event = listenerEvents(kind, elementType).includes(chosen.event) ? chosen.event : listener.event;
          setListener({ ...chosen, event });
          setShown([]);
        }} />
      )}
    </Drawer>
  );
}
