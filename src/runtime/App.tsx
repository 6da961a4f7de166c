import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { App as AntApp, ConfigProvider, Modal, message } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import enUS from 'antd/locale/en_US';
import { setApiHandlers } from './api/client.ts';
import { clearSession } from './session/state.ts';
import { router } from './router.tsx';
import { site } from './site.ts';
import { i18n } from './i18n/index.ts';

/** Spec §4: the invalid-token flow runs once, however many calls fail together. */
let reloginShown = false;

function installApiHandlers() {
  setApiHandlers({
    onError: (error) => void message.error(error.info || i18n.t('common.serviceError')),
    onTokenInvalid: () => {
      if (reloginShown) return;
      reloginShown = true;
      clearSession();
      Modal.warning({
        title: i18n.t('session.relogin'),
        okText: i18n.t('common.knowIt'),
        onOk: () => {
          reloginShown = false;
          void router.navigate('/portal', { replace: true });
        },
      });
    },
  });
}

export function App() {
  const { i18n: i } = useTranslation();
  useEffect(installApiHandlers, []);
  return (
    <ConfigProvider locale={i.language === 'en' ? enUS : zhCN} theme={{ token: { colorPrimary: site.themeColor } }}>
      <AntApp>
        <RouterProvider router={router} />
      </AntApp>
    </ConfigProvider>
  );
}
