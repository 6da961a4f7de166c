/**
 * Extra properties (spec §2 section 10, §3: name and value) as camunda:properties; a removal asks
 * 确认移除该属性吗？ (titled 提示; cancelling only logs). Each change rewrites the list as one command.
 */
import { App, Button, Input, Space } from 'antd';
import { extraPropertiesSpecs, readExtraProperties, type ExtraProperty, type ModdleLike } from '../../../schemas/bpmn/index.ts';
import type { BpmnElement, Services } from '../modeler.ts';
import { usePdT } from './i18n-more.ts';
import { setTreeExtensions } from './write.ts';
import { PanelGroup } from './PanelGroup.tsx';

function PropertiesGroupBody({ element, services }: { element: BpmnElement; services: Services }) {
  const { t } = usePdT();
  const { modal } = App.useApp();
  const rows = readExtraProperties(element.businessObject as unknown as ModdleLike);
  const write = (next: ExtraProperty[]) => setTreeExtensions(services, element, 'Properties', extraPropertiesSpecs(next));
  const change = (at: number, key: keyof ExtraProperty, value: string) => value !== rows[at]![key] && write(rows.map((row, index) => (index === at ? { ...row, [key]: value } : row)));
  const remove = (at: number) =>
    modal.confirm({ title: t('more.prompt'), content: t('more.confirmProperty'), okText: t('more.ok'), cancelText: t('more.cancel'), onOk: () => write(rows.filter((_, index) => index !== at)), onCancel: () => console.info('remove property cancelled') });
  return (
    <>
      {rows.map((row, at) => (
        <Space.Compact key={`${at}:${row.name}:${row.value}`} style={{ width: '100%', marginBottom: 4 }}>
          <Input size="small" placeholder={t('more.propertyName')} defaultValue={row.name} data-testid={`pd-prop-name-${at}`} onBlur={(event) => event.target.value.trim() && change(at, 'name', event.target.value.trim())} />
          <Input size="small" placeholder={t('more.propertyValue')} defaultValue={row.value} data-testid={`pd-prop-value-${at}`} onBlur={(event) => change(at, 'value', event.target.value)} />
          <Button size="small" danger onClick={() => remove(at)}>{t('more.remove')}</Button>
        </Space.Compact>
      ))}
      {/* A new row gets a unique placeholder name (an empty name would not be stored). */}
      <Button size="small" block data-testid="pd-prop-add" onClick={() => write([...rows, { name: `property${rows.length + 1}`, value: '' }])}>{t('more.add')}</Button>
    </>
  );
}

/** Collapsed, the group is its header only: the body's hooks (model reads, catalogue requests) run once it is opened. */
export function PropertiesGroup(props: { element: BpmnElement; services: Services }) {
  const { t } = usePdT();
  return (
    <PanelGroup id="pd-properties-group" title={t('more.properties')}>
      <PropertiesGroupBody {...props} />
    </PanelGroup>
  );
}
