/**
 * The app: one jotai store, antd themed by the chosen theme and following the language, the router.
 * antd's <App> (message/modal context) is mounted per layout by FeedbackScope, not here, so the login
 * route does not load it.
 */
import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Provider, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { ConfigProvider, theme } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import enUS from 'antd/es/locale/en_US';
import { appStore } from './session/state.ts';
import { installApiHandlers } from './session/api-wiring.ts';
import { themeNameAtom } from './site-state.ts';
import { themeOf, themeTokens } from './theme/themes.ts';
import { router } from './router.tsx';

installApiHandlers((to) => void router.navigate(to, { replace: true }));

function ThemedApp() {
  const { i18n } = useTranslation();
  const themeName = useAtomValue(themeNameAtom);
  const config = useMemo(() => {
    const def = themeOf(themeName);
    // zeroRuntime: antd's component styles come from antd/dist/antd.css (main.tsx) instead of being
    // generated in the browser on first render, which cost a third of a page's script time; the theme's
    // tokens are still CSS variables, so the theme picker and the dark algorithm keep working.
    return { ...themeTokens(def), algorithm: def.dark ? theme.darkAlgorithm : theme.defaultAlgorithm, zeroRuntime: true };
  }, [themeName]);
  useEffect(() => {
    document.documentElement.dataset.theme = themeName;
  }, [themeName]);
  return (
    <ConfigProvider locale={i18n.language === 'en' ? enUS : zhCN} theme={config}>
      <RouterProvider router={router} />
    </ConfigProvider>
  );
}

export function App() {
  return (
    <Provider store={appStore}>
      <ThemedApp />
    </Provider>
  );
}
