/**
 * Spec §4 lock: with a lock password already set the screen locks at once and goes to /lock; otherwise
 * a dialog asks for one first (required: 锁屏密码不能为空).
 */
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button, Form, Input, Modal, Tooltip } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { lockAtom } from '../session/state.ts';
import { site } from '../site.ts';

export function LockButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [lock, setLock] = useAtom(lockAtom);
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ password: string }>();

  const lockWith = (password: string) => {
    setLock({ locked: true, password, returnTo: `${location.pathname}${location.search}` });
    navigate(site.lockPath);
  };

  return (
    <>
      <Tooltip title={t('shell.lock')}>
        <Button
          type="text"
          icon={<LockOutlined />}
          aria-label={t('shell.lock')}
          data-testid="lock-button"
          onClick={() => (lock.password ? lockWith(lock.password) : setOpen(true))}
        />
      </Tooltip>
      <Modal
        open={open}
        title={t('lock.setTitle')}
        okText={t('common.ok')}
        cancelText={t('common.cancel')}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        destroyOnHidden
        data-testid="lock-dialog"
      >
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          onFinish={({ password }) => {
            setOpen(false);
            lockWith(password);
          }}
        >
          <Form.Item name="password" label={t('lock.password')} rules={[{ required: true, message: t('lock.required') }]}>
            <Input.Password autoFocus maxLength={64} data-testid="lock-password" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
