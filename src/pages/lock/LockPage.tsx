/** /lock: the locked screen; the lock password unlocks it and returns to where the user was. */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { App, Avatar, Button, Input, Space, Typography } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { lockAtom, userInfoAtom } from '../../runtime/session/state.ts';
import { formatDateTime } from '../../runtime/util/time.ts';
import { site } from '../../runtime/site.ts';
import styles from './lock.module.css';
import { useConfirmLogout } from '../../runtime/session/use-confirm-logout.ts';

export default function LockPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [lock, setLock] = useAtom(lockAtom);
  const user = useAtomValue(userInfoAtom);
  const [password, setPassword] = useState('');
  const [now, setNow] = useState(() => Date.now());
  // Set while unlocking, so the stale-address redirect below does not race the return navigation.
  const unlocking = useRef(false);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  // Nothing to unlock: a stale /lock address goes home.
  useEffect(() => {
    if (!lock.locked && !unlocking.current) navigate(site.homePath, { replace: true });
  }, [lock.locked, navigate]);

  const unlock = () => {
    if (!password) return void message.error(t('lock.required'));
    if (password !== lock.password) return void message.error(t('lock.wrong'));
    const target = lock.returnTo || site.homePath;
    // Unlocking clears the lock password too: the next lock asks for a new one.
    unlocking.current = true;
    setLock({ locked: false, password: '' });
    navigate(target, { replace: true });
  };

  const leave = useConfirmLogout();

  return (
    <div className={styles.page} data-testid="lock-page">
      <Typography.Title className={styles.clock}>{formatDateTime(now, 'HH:mm:ss')}</Typography.Title>
      <Typography.Text className={styles.date}>{formatDateTime(now, 'YYYY-MM-DD')}</Typography.Text>
      <div className={styles.panel}>
        <Avatar size={64} icon={<UserOutlined />} />
        <Typography.Title level={4} className={styles.name}>
          {user?.realname ?? ''}
        </Typography.Title>
        <Typography.Text className={styles.hint}>{t('lock.locked')}</Typography.Text>
        <Space.Compact style={{ width: 300 }}>
          <Input.Password
            autoFocus
            prefix={<LockOutlined />}
            placeholder={t('lock.unlockPlaceholder')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            onPressEnter={unlock}
            data-testid="unlock-password"
          />
          <Button type="primary" onClick={unlock} data-testid="unlock">
            {t('lock.unlock')}
          </Button>
        </Space.Compact>
        <Button type="link" onClick={leave} className={styles.hint}>
          {t('session.logout')}
        </Button>
      </div>
    </div>
  );
}
