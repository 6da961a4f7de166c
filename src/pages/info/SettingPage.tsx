/**
 * /info/setting: change password. The server checks the rules again and ends every other session; this
 * tab continues on the fresh token it answers (stored by the api client from the header).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Card, Form, Input } from 'antd';
import { call } from '../../runtime/api/client.ts';

interface Passwords {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

export default function SettingPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Passwords>();
  const [saving, setSaving] = useState(false);

  async function save({ oldPassword, newPassword }: Passwords) {
    setSaving(true);
    try {
      await call('/sytPermissionAccount/changePasswd', { body: { oldPassword, newPassword } });
      form.resetFields();
      void message.success(t('password.changed'));
    } catch {
      // The api client showed the server's reason.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title={t('password.title')} style={{ maxWidth: 520 }}>
      <Form<Passwords> form={form} layout="vertical" onFinish={save} data-testid="password-form">
        <Form.Item name="oldPassword" label={t('password.old')} rules={[{ required: true, message: t('password.oldRequired') }]}>
          <Input.Password autoComplete="current-password" maxLength={128} />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('password.new')}
          extra={t('password.rule')}
          rules={[
            { required: true, message: t('password.newRequired') },
            { min: 8, message: t('password.rule') },
            { pattern: /^(?=.*[A-Za-z])(?=.*\d).+$/, message: t('password.rule') },
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={128} />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('password.confirm')}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: t('password.newRequired') },
            ({ getFieldValue }) => ({
              validator: (_, value) => (value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(t('password.mismatch')))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={128} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}
