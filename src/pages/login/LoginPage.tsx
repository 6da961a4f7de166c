/** The login page: username, password and a client-generated v4 uid; the server's message on failure. */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSetAtom } from 'jotai';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { call, ApiError } from '../../runtime/api/client.ts';
import { getStore, setStore } from '../../runtime/storage.ts';
import { userInfoAtom, type UserInfo } from '../../runtime/session/state.ts';
import { LanguageSwitch } from '../../runtime/i18n/LanguageSwitch.tsx';
import styles from './login.module.css';

interface Credentials {
  username: string;
  password: string;
}

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setUserInfo = useSetAtom(userInfoAtom);
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const lastUsername = getStore<string>({ name: 'lastUsername' });

  async function submit(values: Credentials) {
    setSubmitting(true);
    setError(undefined);
    try {
      const info = await call<UserInfo>('/user/login', {
        body: { username: values.username.trim(), password: values.password, uid: crypto.randomUUID() },
        quiet: true,
      });
      setStore({ name: 'lastUsername', content: values.username.trim() });
      setUserInfo(info);
      navigate('/portal', { replace: true });
    } catch (cause) {
      setError(cause instanceof ApiError && cause.info ? cause.info : t('common.serviceError'));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <div className={styles.page}>
      <div className={styles.language}>
        <LanguageSwitch />
      </div>
      <Card className={styles.card}>
        <div className={styles.brand}>
          <img src="/logo.svg" alt="" width={40} height={40} />
          <div>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {t('app.title')}
            </Typography.Title>
            <Typography.Text type="secondary">{t('login.welcome')}</Typography.Text>
          </div>
        </div>
        <Typography.Title level={4}>{t('login.title')}</Typography.Title>
        {error && <Alert type="error" showIcon title={error} className={styles.error} data-testid="login-error" />}
        <Form<Credentials> layout="vertical" onFinish={submit} initialValues={{ username: lastUsername ?? '' }} requiredMark={false}>
          <Form.Item name="username" label={t('login.username')} rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}>
            <Input autoComplete="username" autoFocus={!lastUsername} size="large" maxLength={64} />
          </Form.Item>
          <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.passwordRequired') }]}>
            <Input.Password autoComplete="current-password" autoFocus={Boolean(lastUsername)} size="large" maxLength={128} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
            {t('login.submit')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
