/**
 * Execution listeners (any element) or task listeners (user tasks) as a table (spec §2 sections 8–9):
 * add and edit in the drawer, remove after 确认移除该监听器吗？ (titled 提示; cancelling only logs). The
 * whole list of the kind is rewritten as one command, so undo takes back one add, edit or removal.
 */
import { useState } from 'react';
import { App, Button, Table } from 'antd';
import { emptyListener, listenerEvents, listenerSpec, readListeners, timerIdOf, type Listener, type ListenerKind, type ModdleLike } from '../../../schemas/bpmn/index.ts';
import type { BpmnElement, Services } from '../modeler.ts';
import { usePdT } from './i18n-more.ts';
import { ListenerDrawer } from './ListenerDrawer.tsx';
import { setTreeExtensions } from './write.ts';
import { PanelGroup } from './PanelGroup.tsx';

const LOCAL: Record<ListenerKind, string> = { executionListener: 'ExecutionListener', taskListener: 'TaskListener' };

/** What the table shows as a listener's value: the class or expression, the inline script or its address. */
const shownValue = (listener: Listener) => (listener.valueType === 'script' ? (listener.scriptType === 'inlineScript' ? listener.value : listener.resource) : listener.value);

function ListenerGroupBody({ element, services, kind }: { element: BpmnElement; services: Services; kind: ListenerKind }) {
  const { t } = usePdT();
  const { modal } = App.useApp();
  const listeners = readListeners(element.businessObject as unknown as ModdleLike, kind);
  const [editing, setEditing] = useState<number | null>(null);
  const write = (next: Listener[]) => {
    // Keep a timeout timer's id across edits (ids of the others are generated once, 8 random characters).
    const existing = ((element.businessObject.extensionElements?.values ?? []) as unknown as ModdleLike[]).filter((value) => value.$type.endsWith(`:${LOCAL[kind]}`));
    setTreeExtensions(services, element, LOCAL[kind], next.map((listener, at) => listenerSpec(kind, listener, timerIdOf((existing[at]?.eventDefinitions as unknown[] | undefined)?.[0]))));
  };
  const remove = (at: number) =>
    modal.confirm({ title: t('more.prompt'), content: t('more.confirmListener'), okText: t('more.ok'), cancelText: t('more.cancel'), onOk: () => write(listeners.filter((_, index) => index !== at)), onCancel: () => console.info('remove listener cancelled') });
  const testId = kind === 'taskListener' ? 'pd-task-listeners' : 'pd-exec-listeners';

  return (
    <>
      <Table<Listener & { at: number }>
        size="small" pagination={false} rowKey="at" scroll={{ y: 240 }} dataSource={listeners.map((listener, at) => ({ ...listener, at }))}
        columns={[
          { title: t('more.index'), key: 'index', width: 48, render: (_: unknown, row) => row.at + 1 },
          { title: t('more.event'), dataIndex: 'event', width: 64, render: (value: string) => t(`more.events.${value}`, { defaultValue: value }) },
          { title: t('more.value'), key: 'value', ellipsis: true, render: (_: unknown, row) => `${t(`more.valueTypes.${row.valueType}`)}：${shownValue(row)}` },
          { title: t('more.actions'), key: 'actions', width: 96, render: (_: unknown, row) => (
            <>
              <Button type="link" size="small" style={{ padding: 0, marginRight: 8 }} data-testid={`${testId}-edit-${row.at}`} onClick={() => setEditing(row.at)}>{t('more.edit')}</Button>
              <Button type="link" size="small" danger style={{ padding: 0 }} data-testid={`${testId}-remove-${row.at}`} onClick={() => remove(row.at)}>{t('more.remove')}</Button>
            </>
          ) },
        ]}
      />
      <Button size="small" block style={{ marginTop: 8 }} data-testid={`${testId}-add`} onClick={() => setEditing(listeners.length)}>{t('more.add')}</Button>
      {editing !== null && (
        <ListenerDrawer kind={kind} elementType={element.businessObject.$type} initial={listeners[editing] ?? { ...emptyListener(kind), event: listenerEvents(kind, element.businessObject.$type)[0]! }} onClose={() => setEditing(null)}
          onSave={(listener) => {
            write(editing < listeners.length ? listeners.map((old, at) => (at === editing ? listener : old)) : [...listeners, listener]);
            setEditing(null);
          }} />
      )}
    </>
  );
}

/** Collapsed, the group is its header only: the body's hooks (model reads, catalogue requests) run once it is opened. */
export function ListenerGroup(props: { element: BpmnElement; services: Services; kind: ListenerKind }) {
  const { t } = usePdT();
  const { kind } = props;
  const testId = kind === 'taskListener' ? 'pd-task-listeners' : 'pd-exec-listeners';
  return (
    <PanelGroup id={testId} title={t(kind === 'taskListener' ? 'more.taskListeners' : 'more.executionListeners')}>
      <ListenerGroupBody {...props} />
    </PanelGroup>
  );
}
