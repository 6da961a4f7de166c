/** /info/index: the signed-in person's profile (personalInfo), editable through updateInfo. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Card, Descriptions, Form, Input, Radio, Skeleton } from 'antd';
import { call } from '../../runtime/api/client.ts';
import { appStore, userInfoAtom } from '../../runtime/session/state.ts';
import { formatDateTime, MOBILE_PATTERN } from '../../runtime/util/time.ts';

interface Profile {
  humancode: string;
  humanname: string;
  sex: string | null;
  mobile: string | null;
  email: string | null;
  telephone: string | null;
  organizationName: string | null;
  lastLoginAt: string | null;
}

type Editable = Pick<Profile, 'humanname' | 'sex' | 'mobile' | 'email' | 'telephone'>;

const emptyToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

export default function InfoPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [profile, setProfile] = useState<Profile>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    call<Profile>('/user/personalInfo').then((info) => live && setProfile(info), () => undefined);
    return () => {
      live = false;
    };
  }, []);

  async function save(values: Editable) {
    setSaving(true);
    try {
      const body = {
        humanname: values.humanname.trim(),
        sex: emptyToNull(values.sex),
        mobile: emptyToNull(values.mobile),
        email: emptyToNull(values.email),
        telephone: emptyToNull(values.telephone),
      };
      const updated = await call<Profile>('/sytPermissionAccount/updateInfo', { body });
      setProfile(updated);
      // The top bar shows the name: keep the cached user info in step.
      appStore.set(userInfoAtom, (info) => (info ? { ...info, realname: updated.humanname, user: { ...info.user, humanname: updated.humanname } } : info));
      void message.success(t('info.saved'));
    } catch {
      // The api client showed the server's reason.
    } finally {
      setSaving(false);
    }
  }

  if (!profile) return <Skeleton active />;
  return (
    <Card title={t('info.title')} style={{ maxWidth: 720 }}>
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('info.humancode')}>{profile.humancode}</Descriptions.Item>
        <Descriptions.Item label={t('info.organization')}>{profile.organizationName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('info.lastLogin')}>{formatDateTime(profile.lastLoginAt) || '—'}</Descriptions.Item>
      </Descriptions>
      <Form<Editable> layout="vertical" initialValues={profile} onFinish={save} data-testid="info-form">
        <Form.Item name="humanname" label={t('info.humanname')} rules={[{ required: true, whitespace: true, message: t('info.nameRequired') }]}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="sex" label={t('info.sex')}>
          <Radio.Group options={[{ value: '男', label: t('info.male') }, { value: '女', label: t('info.female') }]} />
        </Form.Item>
        <Form.Item name="mobile" label={t('info.mobile')} rules={[{ pattern: MOBILE_PATTERN, message: t('info.mobileInvalid') }]}>
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item name="email" label={t('info.email')} rules={[{ type: 'email', message: t('info.emailInvalid') }]}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="telephone" label={t('info.telephone')}>
          <Input maxLength={30} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}
