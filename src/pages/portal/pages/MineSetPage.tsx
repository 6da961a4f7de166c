/** mineSet (个人设置, named only in the spec): the interface language and the page /portal opens on (kept in this browser). */
import { useState } from 'react';
import { App, Card, Form, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../../runtime/i18n/index.ts';
import { getStore, setStore } from '../../../runtime/storage.ts';
import { START_KEY } from '../sub-pages.tsx';
import { usePortalT } from '../i18n.ts';

export default function MineSetPage() {
  const { t } = usePortalT();
  const { i18n } = useTranslation();
  const { message } = App.useApp();
  const [start, setStart] = useState(getStore<string>({ name: START_KEY }) === 'desktop' ? 'desktop' : 'common');
  return (
    <Card style={{ maxWidth: 640 }}>
      <Form layout="vertical">
        <Form.Item label={t('mineSet.language')}>
          <Radio.Group
            value={i18n.language === 'en' ? 'en' : 'zh'}
            onChange={(e) => void changeLanguage(e.target.value as 'zh' | 'en')}
            options={[
              { value: 'zh', label: '中文' },
              { value: 'en', label: 'English' },
            ]}
          />
        </Form.Item>
        <Form.Item label={t('mineSet.startPage')}>
          <Radio.Group
            value={start}
            data-testid="mine-start"
            onChange={(e) => {
              const value = e.target.value as string;
              setStart(value);
              setStore({ name: START_KEY, content: value });
              void message.success(t('mineSet.saved'));
            }}
            options={[
              { value: 'common', label: t('mineSet.startCommon') },
              { value: 'desktop', label: t('mineSet.startDesktop') },
            ]}
          />
        </Form.Item>
      </Form>
      <Typography.Text type="secondary">{t('mineSet.hint')}</Typography.Text>
    </Card>
  );
}
