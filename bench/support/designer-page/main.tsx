/**
 * bench:designer's Flowhall page: the designer route as the app mounts it (antd ConfigProvider with the
 * app's default theme and zeroRuntime, antd's stylesheet before ours as src/runtime/main.tsx has it,
 * antd's App, a data router since the page blocks leaving with unsaved changes), without the shell
 * around it. `?formId=bench-N` makes the page load the generated form through /bpmForm/get, which the
 * bench's server answers (designer-serve.ts).
 */
// antd's styles as the app loads them (zeroRuntime), first, so that the designer's own override them.
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import 'antd/dist/antd.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App, ConfigProvider, theme } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { initI18n } from '../../../src/runtime/i18n/index.ts';
import FormDesignerPage from '../../../src/designers/form/FormDesignerPage.tsx';
import { themeOf, themeTokens } from '../../../src/runtime/theme/themes.ts';
// oxlint-disable-next-line import/no-unassigned-import -- the app's global stylesheet
import '../../../src/runtime/global.css';

await initI18n();
const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <div style={{ height: '100vh', display: 'flex', flexDirection: 'column' }}>
        <FormDesignerPage />
      </div>
    ),
  },
]);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConfigProvider locale={zhCN} theme={{ ...themeTokens(themeOf(undefined)), algorithm: theme.defaultAlgorithm, zeroRuntime: true }}>
      <App>
        <RouterProvider router={router} />
      </App>
    </ConfigProvider>
  </StrictMode>,
);
