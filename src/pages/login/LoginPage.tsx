/**
 * The login page: username, password and a client-generated v4 uid; the server's message on failure
 * (including "too many attempts" with its wait); the last username remembered; Enter submits. When
 * single sign-on is configured (protalLogin) a second button hands over to it (spec §2.6).
 *
 * A native form with two checks instead of antd's Form: antd's Form brings its validator, grid and
 * tooltip (~30 KB gzip) to the one route whose weight is budgeted (bench/web.ts).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from 'antd';
// The Input namespace drags in TextArea, Search and OTP; the login route only needs these two.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { call, ApiError, errorText } from '../../runtime/api/client.ts';
import { Codes } from '../../schemas/envelope.ts';
import { getStore, setStore } from '../../runtime/storage.ts';
import { appStore, tabsAtom, userInfoAtom, type UserInfo } from '../../runtime/session/state.ts';
import { setUid } from '../../runtime/session/token.ts';
import { paramValue } from '../../runtime/session/params.ts';
import { initialTabs } from '../../runtime/tabs/tab-rules.ts';
import { LanguageSwitch } from '../../runtime/i18n/LanguageSwitch.tsx';
import { site } from '../../runtime/site.ts';
import styles from './login.module.css';
import { takeAfterLogin } from '../../runtime/session/after-login.ts';

/** Loaded on demand: only installs with single sign-on need it. */
async function singleSignOn() {
  const { runSingleSignOn } = await import('../../runtime/session/sso-wiring.ts');
  await runSingleSignOn();
}

type Field = 'username' | 'password';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [username, setUsername] = useState(() => getStore<string>({ name: 'lastUsername' }) ?? '');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<Partial<Record<Field, boolean>>>({});
  const [error, setError] = useState<{ text: string; locked: boolean }>();
  const [submitting, setSubmitting] = useState(false);
  const [ssoConfigured, setSsoConfigured] = useState(false);
  const rememberedUser = Boolean(getStore<string>({ name: 'lastUsername' }));

  useEffect(() => {
    let live = true;
    void paramValue('protalLogin').then((value) => live && setSsoConfigured(Boolean(value)));
    return () => {
      live = false;
    };
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const name = username.trim();
    const gaps = { username: !name, password: !password };
    setMissing(gaps);
    if (gaps.username || gaps.password || submitting) return;
    setSubmitting(true);
    setError(undefined);
    const uid = crypto.randomUUID();
    try {
      const info = await call<UserInfo>('/user/login', { body: { username: name, password, uid }, quiet: true });
      setUid(uid);
      setStore({ name: 'lastUsername', content: name });
      appStore.set(userInfoAtom, info);
      appStore.set(tabsAtom, initialTabs());
      // A deep link opened while signed out (remembered by the guard) wins over the portal.
      navigate(takeAfterLogin() ?? site.portalPath, { replace: true });
    } catch (cause) {
      const text = errorText(cause, t('common.serviceError'));
      setError({ text, locked: cause instanceof ApiError && cause.code === Codes.tooManyAttempts });
      setSubmitting(false);
    }
  }

  return (
    <div className={styles.page}>
      <div className={styles.language}>
        <LanguageSwitch />
      </div>
      {/* Plain markup rather than Card/Typography, for the same reason as the form. */}
      <main className={styles.card}>
        <div className={styles.brand}>
          <img src="/logo.svg" alt="" width={40} height={40} />
          <div>
            <h1 className={styles.title}>{t('app.title')}</h1>
            <span className={styles.secondary}>{t('login.welcome')}</span>
          </div>
        </div>
        <h2 className={styles.heading}>{t('login.title')}</h2>
        {error && (
          <Alert
            type={error.locked ? 'warning' : 'error'}
            showIcon
            title={error.text}
            {...(error.locked ? { description: t('login.lockedHint') } : {})}
            className={styles.error}
            data-testid="login-error"
          />
        )}
        <form onSubmit={(event) => void submit(event)} noValidate data-testid="login-form">
          <label className={styles.label} htmlFor="login-username">
            {t('login.username')}
          </label>
          <Input
            id="login-username"
            autoComplete="username"
            autoFocus={!rememberedUser}
            size="large"
            maxLength={64}
            value={username}
            status={missing.username ? 'error' : ''}
            onChange={(event) => setUsername(event.target.value)}
          />
          <div className={styles.fieldError} role="alert">
            {missing.username ? t('login.usernameRequired') : ''}
          </div>
          <label className={styles.label} htmlFor="login-password">
            {t('login.password')}
          </label>
          <Password
            id="login-password"
            autoComplete="current-password"
            autoFocus={rememberedUser}
            size="large"
            maxLength={128}
            value={password}
            status={missing.password ? 'error' : ''}
            onChange={(event) => setPassword(event.target.value)}
          />
          <div className={styles.fieldError} role="alert">
            {missing.password ? t('login.passwordRequired') : ''}
          </div>
          <Button type="primary" htmlType="submit" block size="large" loading={submitting} data-testid="login-submit">
            {t('login.submit')}
          </Button>
          {ssoConfigured && (
            <Button block type="link" onClick={() => void singleSignOn()} className={styles.sso} data-testid="login-sso">
              {t('login.sso')}
            </Button>
          )}
        </form>
      </main>
    </div>
  );
}
