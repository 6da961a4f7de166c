/**
 * A call activity (issue #14; the engine runs it in call-activity.ts): the process it starts, chosen
 * among the deployed process keys (the newest version of the key starts), and the variables handed
 * over as camunda:in (parent → child at start) and camunda:out (child → parent at its end), each a
 * source (a variable, or a ${…} expression) and a target, or all variables. Every change is one
 * command (the key with updateProperties, both mapping lists in one updateModdleProperties), so undo
 * takes it back whole.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Flex, Form, Input, Popconfirm, Select, Typography } from 'antd';
import { call } from '../../../runtime/api/client.ts';
import {
  checkMappingRow, createTree, mappingRow, mappingSpecs, readCallActivity, replaceExtensions,
  type MappingDirection, type ModdleLike, type VariableMappingRow,
} from '../../../schemas/bpmn/index.ts';
import type { BpmnElement, BusinessObject, Services } from '../modeler.ts';
import { usePdT } from './i18n-fields.ts';
import { PanelGroup } from './PanelGroup.tsx';

interface DefinitionOption {
  key: string;
  name: string;
}

/** The deployed keys (newest version of each), for the called-process choice: loaded once per page, again after a failure. */
let definitionsLoad: Promise<DefinitionOption[]> | null = null;
function loadDefinitions(): Promise<DefinitionOption[]> {
  definitionsLoad ??= call<{ records: { key: string; name: string | null }[] }>('/bpmProcessDefinition/queryPage', { body: { page: 1, pageSize: 500, queryParam: { latest: true } }, quiet: true })
    .then((answer) => (answer?.records ?? []).map((row) => ({ key: row.key, name: row.name ?? row.key })));
  definitionsLoad.catch(() => {
    definitionsLoad = null;
  });
  return definitionsLoad;
}

/** Writes both mapping lists in one command (the other extension elements are kept in place). */
function writeMappings(services: Services, element: BpmnElement, inputs: readonly VariableMappingRow[], outputs: readonly VariableMappingRow[]): void {
  const bo = element.businessObject;
  const created = (direction: MappingDirection, rows: readonly VariableMappingRow[]) => mappingSpecs(direction, rows).map((spec) => createTree(services.bpmnFactory, spec));
  const container = bo.extensionElements as BusinessObject | undefined;
  const values = (container?.values as BusinessObject[] | undefined) ?? [];
  const next = replaceExtensions(replaceExtensions(values, 'In', created('in', inputs)), 'Out', created('out', outputs));
  if (!container) {
    if (next.length === 0) return;
    services.modeling.updateModdleProperties(element, bo, { extensionElements: services.bpmnFactory.create('bpmn:ExtensionElements', { values: next }) });
    return;
  }
  services.modeling.updateModdleProperties(element, container, { values: next });
}

function MappingList({ direction, rows, onChange }: { direction: MappingDirection; rows: VariableMappingRow[]; onChange(rows: VariableMappingRow[]): void }) {
  const { t } = usePdT();
  const [draft, setDraft] = useState({ source: '', target: '' });
  const [problem, setProblem] = useState<'source' | 'target' | null>(null);
  const all = rows.some((row) => row.all);
  const editable = rows.filter((row) => !row.all && !row.businessKey);
  const add = () => {
    const row = mappingRow(draft.source, draft.target);
    const found = checkMappingRow(row);
    setProblem(found);
    if (found) return;
    onChange([...rows, row]);
    setDraft({ source: '', target: '' });
  };
  const id = `pd-call-${direction}`;
  return (
    <Form.Item label={t(direction === 'in' ? 'fields.call.inputs' : 'fields.call.outputs')}>
      <Checkbox data-testid={`${id}-all`} checked={all}
        onChange={(event) => onChange(event.target.checked ? [...rows, { source: '', target: '', sourceExpression: false, all: true }] : rows.filter((row) => !row.all))}>
        {t(direction === 'in' ? 'fields.call.allIn' : 'fields.call.allOut')}
      </Checkbox>
      {rows.filter((row) => row.businessKey).map((row) => (
        <Typography.Text key={`bk:${row.businessKey}`} type="secondary" style={{ display: 'block' }}>{t('fields.call.businessKey', { value: row.businessKey })}</Typography.Text>
      ))}
      <div data-testid={`${id}-rows`} className="pd-mapping-rows">
        {editable.length === 0 && <Typography.Text type="secondary">{t('fields.call.noRows')}</Typography.Text>}
        {editable.map((row, index) => (
          <Flex key={`${index}:${row.source}:${row.target}`} gap={4} align="center" className="pd-mapping-row" data-testid={`${id}-row-${index}`}>
            <code className="pd-mapping-text">{row.source}</code>
            <span aria-hidden>→</span>
            <code className="pd-mapping-text">{row.target}</code>
            <Popconfirm title={t('fields.call.prompt')} description={t('fields.call.confirmRemove')} okText={t('fields.codes.ok')} cancelText={t('fields.codes.cancel')}
              onConfirm={() => onChange(rows.filter((one) => one !== row))}>
              <Button size="small" type="link" danger data-testid={`${id}-remove-${index}`}>{t('fields.call.remove')}</Button>
            </Popconfirm>
          </Flex>
        ))}
      </div>
      <Flex gap={4} wrap style={{ marginTop: 6 }}>
        <Input size="small" style={{ flex: '1 1 120px' }} placeholder={t('fields.call.source')} title={t('fields.call.sourceHint')} aria-label={t('fields.call.source')} data-testid={`${id}-source`}
          status={problem === 'source' ? 'error' : ''} value={draft.source} onChange={(event) => setDraft({ ...draft, source: event.target.value })} onPressEnter={add} />
        <Input size="small" style={{ flex: '1 1 100px' }} placeholder={t('fields.call.target')} aria-label={t('fields.call.target')} data-testid={`${id}-target`}
          status={problem === 'target' ? 'error' : ''} value={draft.target} onChange={(event) => setDraft({ ...draft, target: event.target.value })} onPressEnter={add} />
        <Button size="small" data-testid={`${id}-add`} onClick={add}>{t('fields.call.add')}</Button>
      </Flex>
      {problem && <Typography.Text type="danger" data-testid={`${id}-problem`}>{t(`fields.call.required.${problem}`)}</Typography.Text>}
    </Form.Item>
  );
}

function CallActivityGroupBody({ element, services }: { element: BpmnElement; services: Services }) {
  const { t } = usePdT();
  const value = readCallActivity(element.businessObject as unknown as ModdleLike);
  const [definitions, setDefinitions] = useState<DefinitionOption[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadDefinitions().then((rows) => live && setDefinitions(rows), () => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);
  const options = (definitions ?? []).map((row) => ({ value: row.key, label: `${row.name}（${row.key}）` }));
  // A key typed elsewhere (an imported file) that is not deployed yet stays visible as such.
  if (value.calledElement && definitions && !definitions.some((row) => row.key === value.calledElement)) {
    options.unshift({ value: value.calledElement, label: t('fields.call.notDeployed', { key: value.calledElement }) });
  }
  return (
    <>
      <Form layout="vertical" size="small">
        <Form.Item label={t('fields.call.calledElement')} required extra={t('fields.call.calledHint')}>
          <Select data-testid="pd-call-element" showSearch allowClear optionFilterProp="label" loading={definitions === null && !failed} placeholder={t('fields.call.calledPlaceholder')}
            value={value.calledElement || undefined} options={options}
            onChange={(key: string | undefined) => services.modeling.updateProperties(element, { calledElement: key || undefined })} />
        </Form.Item>
        {failed && <Alert type="warning" showIcon message={t('fields.call.definitionsFailed')} style={{ marginBottom: 8 }} />}
        <MappingList direction="in" rows={value.inputs} onChange={(inputs) => writeMappings(services, element, inputs, value.outputs)} />
        <MappingList direction="out" rows={value.outputs} onChange={(outputs) => writeMappings(services, element, value.inputs, outputs)} />
      </Form>
    </>
  );
}

/** Collapsed, the group is its header only: the body's hooks (model reads, catalogue requests) run once it is opened. */
export function CallActivityGroup(props: { element: BpmnElement; services: Services }) {
  const { t } = usePdT();
  return (
    <PanelGroup id="pd-call-group" title={t('fields.call.title')}>
      <CallActivityGroupBody {...props} />
    </PanelGroup>
  );
}
