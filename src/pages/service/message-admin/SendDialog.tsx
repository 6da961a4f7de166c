/**
 * 发送消息: type, title, content, and whom to send to — people through the forms' person selector,
 * departments from the organisation tree, roles from the role list. Only ids leave the browser; the
 * server checks them and finds the people (message-send-routes.ts).
 */
import { useState } from 'react';
import { Button, Form, Input, Modal, Select, Space, Tag, TreeSelect, Typography, type ButtonProps } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../runtime/api/client.ts';
import { feedback } from '../../../runtime/ui/feedback.ts';
import { PersonDialog } from '../../../widgets/person/dialog.tsx';
import type { PersonValue, RoleOption } from '../../../widgets/person/users.ts';
import { toTreeData, useOrgTree } from '../../../widgets/deptcheck/org-tree.ts';
import type { MessageType } from '../../messages/message-api.ts';
import { adminApi } from './admin-api.ts';
import { MESSAGE_ADMIN_NS } from './i18n.ts';

interface Values {
  type: string;
  title: string;
  content?: string;
  organizationIds?: string[];
  roleIds?: string[];
}

export function SendDialog(props: { types: MessageType[]; roles: RoleOption[]; onClose: () => void; onSent: () => void }) {
  const { t, i18n } = useTranslation(MESSAGE_ADMIN_NS);
  const [form] = Form.useForm<Values>();
  const [people, setPeople] = useState<PersonValue[]>([]);
  const [picking, setPicking] = useState(false);
  const [sending, setSending] = useState(false);
  const [noTarget, setNoTarget] = useState(false);
  const { tree } = useOrgTree();
  const en = i18n.language === 'en';

  const submit = async (values: Values) => {
    const organizationIds = values.organizationIds ?? [];
    const roleIds = values.roleIds ?? [];
    if (people.length + organizationIds.length + roleIds.length === 0) {
      setNoTarget(true);
      return;
    }
    setSending(true);
    const api = await feedback();
    try {
      const answer = await adminApi.send({
        type: values.type,
        title: values.title,
        ...(values.content ? { content: values.content } : {}),
        ...(people.length ? { accountIds: people.map((p) => p.id) } : {}),
        ...(organizationIds.length ? { organizationIds } : {}),
        ...(roleIds.length ? { roleIds } : {}),
      });
      void api.message.success(t('form.sent', { count: answer.recipients }));
      props.onSent();
    } catch (e) {
      api.modal.error({ title: errorText(e, t('loadFailed')) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open
      title={t('send')}
      okText={t('form.ok')}
      cancelText={t('form.cancel')}
      confirmLoading={sending}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      okButtonProps={{ 'data-testid': 'send-ok' } as ButtonProps}
      destroyOnHidden
      width={640}
    >
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} initialValues={{ type: props.types.find((x) => x.code === 'notice')?.code }} data-testid="send-form">
        <Form.Item name="type" label={t('form.type')} rules={[{ required: true, message: t('form.typeRequired') }]}>
          <Select options={props.types.map((x) => ({ value: x.code, label: en ? (x.nameEn ?? x.name) : x.name }))} data-testid="send-type" />
        </Form.Item>
        <Form.Item name="title" label={t('form.title')} rules={[{ required: true, whitespace: true, message: t('form.titleRequired') }]}>
          <Input maxLength={200} data-testid="send-title" />
        </Form.Item>
        <Form.Item name="content" label={t('form.content')}>
          <Input.TextArea maxLength={4000} autoSize={{ minRows: 3, maxRows: 8 }} data-testid="send-content" />
        </Form.Item>
        <Form.Item label={t('form.people')} validateStatus={noTarget ? 'error' : ''} help={noTarget ? t('form.targetRequired') : undefined}>
          <Space wrap size={[4, 4]} data-testid="send-people">
            {people.map((p) => (
              <Tag key={p.id} closable onClose={() => setPeople((list) => list.filter((x) => x.id !== p.id))}>
                {p.humanname}
              </Tag>
            ))}
            <Button size="small" icon={<UserAddOutlined />} onClick={() => setPicking(true)} data-testid="send-choose-people">
              {t('form.choosePeople')}
            </Button>
          </Space>
        </Form.Item>
        <Form.Item name="organizationIds" label={t('form.departments')} extra={<Typography.Text type="secondary">{t('form.departmentsHint')}</Typography.Text>}>
          <TreeSelect multiple treeData={toTreeData(tree)} placeholder={t('form.choose')} treeDefaultExpandAll showSearch treeNodeFilterProp="title" onChange={() => setNoTarget(false)} data-testid="send-departments" />
        </Form.Item>
        <Form.Item name="roleIds" label={t('form.roles')}>
          <Select mode="multiple" placeholder={t('form.choose')} options={props.roles.map((r) => ({ value: r.id, label: r.rolename }))} onChange={() => setNoTarget(false)} data-testid="send-roles" />
        </Form.Item>
      </Form>
      {picking ? (
        <PersonDialog
          initial={people}
          multiple
          onConfirm={(chosen) => {
            setPeople(chosen);
            setNoTarget(false);
            setPicking(false);
          }}
          onCancel={() => setPicking(false)}
        />
      ) : null}
    </Modal>
  );
}
