/**
 * 流程模型 (/bpm/model/index): the models, newest edit first; create (then the designer opens), import
 * a .xml/.bpmn file (key and name from its process), copy under a new key, deploy with a version note,
 * the version history with a two-version diff, delete. The server checks every code; the page hides
 * what the role lacks.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Form, Input, Modal, Popconfirm, Space, Table, Tag } from 'antd';
import { BranchesOutlined, CloudUploadOutlined, CopyOutlined, DeleteOutlined, EditOutlined, HistoryOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { errorText } from '../../../runtime/api/client.ts';
import { permissionMapAtom } from '../../../runtime/session/state.ts';
import { useWidthClass } from '../../../runtime/shell/useWidthClass.ts';
import { formatDateTime } from '../../../runtime/util/time.ts';
import { hasPermission } from '../../../schemas/permissions.ts';
import { aliasEngineNamespaces } from '../../../schemas/bpmn/index.ts';
import { usePdT } from '../i18n.ts';
import { emptyDiagram } from '../modeler.ts';
import { toolsApi, type ModelListRow } from '../tools-api.ts';
import { DeployDialog } from '../tools/DeployDialog.tsx';
import { VersionsDrawer } from './VersionsDrawer.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- the texts register themselves
import '../tools/i18n.ts';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import './models.css';

const PAGE_SIZE = 10;
const KEY_PATTERN = /^[A-Za-z_][A-Za-z0-9_.-]*$/;
const DESIGNER = '/bpm/model/modeleidit';

/** The process id and name of an imported file (the executable process, else the first). */
export function processOf(xml: string): { key: string; name: string } | null {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0) return null;
  const processes = Array.from(doc.getElementsByTagName('*')).filter((el) => el.localName === 'process');
  const chosen = processes.find((p) => p.getAttribute('isExecutable') === 'true') ?? processes[0];
  if (!chosen) return null;
  const key = chosen.getAttribute('id') ?? '';
  return { key, name: chosen.getAttribute('name') || key };
}

type Naming = { mode: 'create' } | { mode: 'copy'; source: ModelListRow };

export default function ModelsPage() {
  const { t } = usePdT();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const phone = useWidthClass() === 0;
  const permissions = useAtomValue(permissionMapAtom);
  const can = (code: string) => hasPermission(permissions, `sys_model_btn_${code}`);
  const [query, setQuery] = useState({ key: '', name: '' });
  const [draft, setDraft] = useState({ key: '', name: '' });
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<{ records: ModelListRow[]; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [naming, setNaming] = useState<Naming | null>(null);
  const [deploying, setDeploying] = useState<ModelListRow | null>(null);
  const [deployBusy, setDeployBusy] = useState(false);
  const [versionsOf, setVersionsOf] = useState<ModelListRow | null>(null);
  const [form] = Form.useForm<{ key: string; name: string }>();
  const file = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let live = true;
    toolsApi.page(page, PAGE_SIZE, { ...(query.key ? { key: query.key } : {}), ...(query.name ? { name: query.name } : {}) }).then(
      (result) => {
        if (!live) return;
        setAnswer(result);
        setError(null);
      },
      (failure: unknown) => live && setError(errorText(failure, '')),
    );
    return () => {
      live = false;
    };
  }, [page, query]);
  // A fresh query object asks again with the same filters.
  const reload = useCallback(() => setQuery((q) => ({ ...q })), []);

  const submitName = async () => {
    const values = await form.validateFields();
    try {
      if (naming?.mode === 'copy') {
        await toolsApi.copy(naming.source.id, values.key, values.name);
        void message.success(t('models.copied'));
        setNaming(null);
        reload();
      } else {
        const row = await toolsApi.create({ key: values.key, name: values.name, xml: emptyDiagram(values.key, values.name) });
        setNaming(null);
        void navigate(`${DESIGNER}?modelId=${encodeURIComponent(row.id)}`);
      }
    } catch (failure) {
      void message.error(errorText(failure, t('saveFailed')));
    }
  };

  const importFile = async (chosen: File | undefined) => {
    if (!chosen) return;
    if (!/\.(xml|bpmn)$/i.test(chosen.name)) {
      void message.error(t('fileTypes'));
      return;
    }
    // Flowable and Activiti files become Camunda ones, as the designer's open does.
    const xml = aliasEngineNamespaces(await chosen.text());
    const found = processOf(xml);
    if (!found || !KEY_PATTERN.test(found.key)) {
      void message.error(t('models.importFailed', { message: found ? t('models.keyPattern') : t('importFailed', { message: chosen.name }) }));
      return;
    }
    try {
      const row = await toolsApi.create({ key: found.key, name: found.name, xml });
      void message.success(t('models.imported'));
      void navigate(`${DESIGNER}?modelId=${encodeURIComponent(row.id)}`);
    } catch (failure) {
      void message.error(t('models.importFailed', { message: errorText(failure, '') }));
    }
  };

  const deploy = async (note: string) => {
    if (!deploying) return;
    setDeployBusy(true);
    try {
      const row = await toolsApi.deploy(deploying.id, note);
      void message.success(t('deployDialog.deployedVersion', { version: row.version }));
      setDeploying(null);
      reload();
    } catch (failure) {
      void message.error(t('deployFailed', { message: errorText(failure, '') }));
    } finally {
      setDeployBusy(false);
    }
  };

  const remove = async (row: ModelListRow) => {
    try {
      await toolsApi.remove(row.id);
      void message.success(t('models.deleted'));
      reload();
    } catch (failure) {
      void message.error(errorText(failure, ''));
    }
  };

  const openNaming = (next: Naming) => {
    form.setFieldsValue(next.mode === 'copy' ? { key: `${next.source.key}_copy`, name: next.source.name } : { key: '', name: '' });
    setNaming(next);
  };

  const actions = (row: ModelListRow) => (
    <Space size={0} wrap>
      {(can('edit') || can('add')) && <Button type="link" size="small" icon={<EditOutlined />} onClick={() => void navigate(`${DESIGNER}?modelId=${encodeURIComponent(row.id)}`)}>{t('models.design')}</Button>}
      {can('add') && <Button type="link" size="small" icon={<CopyOutlined />} onClick={() => openNaming({ mode: 'copy', source: row })} data-testid="pd-model-copy">{t('models.copy')}</Button>}
      {can('deploy') && <Button type="link" size="small" icon={<CloudUploadOutlined />} onClick={() => setDeploying(row)} data-testid="pd-model-deploy">{t('models.deploy')}</Button>}
      <Button type="link" size="small" icon={<HistoryOutlined />} onClick={() => setVersionsOf(row)} data-testid="pd-model-versions">{t('models.versions')}</Button>
      {can('del') && (
        <Popconfirm title={t('models.deleteConfirm', { name: row.name })} okText={t('ok')} cancelText={t('cancel')} onConfirm={() => void remove(row)}>
          <Button type="link" size="small" danger icon={<DeleteOutlined />}>{t('models.delete')}</Button>
        </Popconfirm>
      )}
    </Space>
  );

  return (
    <div data-testid="pd-models">
      <Space wrap className="pd-models-search">
        <Input allowClear placeholder={t('models.key')} value={draft.key} onChange={(e) => setDraft({ ...draft, key: e.target.value })} style={{ width: 180 }} />
        <Input allowClear placeholder={t('models.name')} value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} style={{ width: 180 }} />
        <Button type="primary" onClick={() => { setPage(1); setQuery({ key: draft.key.trim(), name: draft.name.trim() }); }}>{t('models.search')}</Button>
        <Button onClick={() => { setDraft({ key: '', name: '' }); setPage(1); setQuery({ key: '', name: '' }); }}>{t('models.reset')}</Button>
        {can('add') && <Button icon={<PlusOutlined />} onClick={() => openNaming({ mode: 'create' })} data-testid="pd-model-create">{t('models.create')}</Button>}
        {can('add') && <Button icon={<ImportOutlined />} title={t('models.importHint')} onClick={() => file.current?.click()} data-testid="pd-model-import">{t('models.import')}</Button>}
        <input ref={file} type="file" accept=".xml,.bpmn" hidden data-testid="pd-model-import-input" onChange={(e) => { void importFile(e.target.files?.[0]); e.target.value = ''; }} />
      </Space>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Table<ModelListRow>
        rowKey="id"
        size="middle"
        loading={!answer && !error}
        dataSource={answer?.records ?? []}
        scroll={{ x: 900 }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: answer?.total ?? 0, onChange: setPage, showTotal: (total) => t('models.total', { total }), ...(phone ? { size: 'small' as const } : {}) }}
        columns={[
          { title: t('models.key'), dataIndex: 'key', width: 180, fixed: phone ? undefined : 'left' },
          { title: t('models.name'), dataIndex: 'name', width: 180, render: (name: string) => <span><BranchesOutlined /> {name}</span> },
          { title: t('models.version'), dataIndex: 'version', width: 110, render: (v: number) => (v > 0 ? <Tag color="blue">v{v}</Tag> : <Tag>{t('models.notDeployed')}</Tag>) },
          { title: t('models.updatedAt'), dataIndex: 'updatedAt', width: 170, render: (at: string) => formatDateTime(at) },
          { title: t('models.actions'), key: 'actions', render: (_, row) => actions(row) },
        ]}
      />
      <Modal open={!!naming} title={naming?.mode === 'copy' ? t('models.copyTitle') : t('models.create')} okText={t('ok')} cancelText={t('cancel')} onOk={() => void submitName()} onCancel={() => setNaming(null)} destroyOnHidden forceRender>
        <Form form={form} layout="vertical">
          <Form.Item name="key" label={t('models.key')} rules={[{ required: true, message: t('models.keyRequired') }, { pattern: KEY_PATTERN, message: t('models.keyPattern') }]}>
            <Input maxLength={100} data-testid="pd-model-key" />
          </Form.Item>
          <Form.Item name="name" label={t('models.name')} rules={[{ required: true, whitespace: true, message: t('models.nameRequired') }]}>
            <Input maxLength={200} data-testid="pd-model-name" />
          </Form.Item>
        </Form>
      </Modal>
      <DeployDialog open={!!deploying} busy={deployBusy} onOk={(note) => void deploy(note)} onCancel={() => setDeploying(null)} />
      <VersionsDrawer model={versionsOf} phone={phone} onClose={() => setVersionsOf(null)} />
    </div>
  );
}
