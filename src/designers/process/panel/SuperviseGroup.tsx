/**
 * Supervision 督办 of a user task (spec §3 supervise item, §4, §5, §6): the people type (部门领导 /
 * 部门上级领导) and the time, both required; saving an item of a type already present replaces it,
 * otherwise adds one. Items are listed with their removal.
 */
import { useState } from 'react';
import { Button, DatePicker, Form, Select, Space, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { readUserTaskSettings, superviseSpecs, withSupervise, type ModdleLike, type SuperviseTarget } from '../../../schemas/bpmn/index.ts';
import type { BpmnElement, Services } from '../modeler.ts';
import { usePdT } from './i18n-more.ts';
import { setExtensions } from './write.ts';
import { PanelGroup } from './PanelGroup.tsx';

const TYPES: SuperviseTarget[] = ['deptleader', 'supdeptleader'];

function SuperviseGroupBody({ element, services }: { element: BpmnElement; services: Services }) {
  const { t } = usePdT();
  const items = readUserTaskSettings(element.businessObject as unknown as ModdleLike).superviseItems;
  const [type, setType] = useState<SuperviseTarget | undefined>(undefined);
  const [time, setTime] = useState<Dayjs | null>(null);
  const [shown, setShown] = useState(false);
  const save = () => {
    setShown(true);
    if (!type || !time) return;
    // The people are resolved from the type when supervision runs (the initiator's department leaders).
    setExtensions(services, element, 'SuperviseItem', superviseSpecs(withSupervise(items, { type, people: [], time: time.toISOString() })));
    setShown(false);
  };
  const missing = (value: unknown, label: string) => (shown && !value ? <Typography.Text type="danger">{t('more.required', { label })}</Typography.Text> : null);
  return (
    <>
      <Space wrap style={{ marginBottom: 8 }} data-testid="pd-supervise-items">
        {items.map((item) => (
          <Tag key={item.type} closable onClose={() => setExtensions(services, element, 'SuperviseItem', superviseSpecs(items.filter((one) => one.type !== item.type)))}>
            {t(`more.superviseTypes.${item.type}`)}{item.time ? ` · ${dayjs(item.time).format('YYYY-MM-DD HH:mm')}` : ''}
          </Tag>
        ))}
      </Space>
      <Form layout="vertical" size="small">
        <Form.Item label={t('more.superviseType')} required>
          <Select data-testid="pd-supervise-type" value={type} onChange={setType} options={TYPES.map((value) => ({ value, label: t(`more.superviseTypes.${value}`) }))} />
          {missing(type, t('more.superviseType'))}
        </Form.Item>
        <Form.Item label={t('more.superviseTime')} required>
          <DatePicker showTime data-testid="pd-supervise-time" value={time} onChange={setTime} style={{ width: '100%' }} />
          {missing(time, t('more.superviseTime'))}
        </Form.Item>
        <Button size="small" data-testid="pd-supervise-save" onClick={save}>{t('more.superviseAdd')}</Button>
      </Form>
    </>
  );
}

/** Collapsed, the group is its header only: the body's hooks (model reads, catalogue requests) run once it is opened. */
export function SuperviseGroup(props: { element: BpmnElement; services: Services }) {
  const { t } = usePdT();
  return (
    <PanelGroup id="pd-supervise-group" title={t('more.supervise')}>
      <SuperviseGroupBody {...props} />
    </PanelGroup>
  );
}
