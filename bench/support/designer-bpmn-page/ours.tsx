/**
 * bench:designer-bpmn's Flowhall page: the process designer route as the app mounts it (antd
 * ConfigProvider and App, a data router since the page blocks leaving with unsaved changes), without
 * the shell. No modelId: the page starts on a new model; the bench opens its diagram through the
 * toolbar's file input, which imports it exactly as opening a .bpmn file does.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { initI18n } from '../../../src/runtime/i18n/index.ts';
import ProcessDesignerPage from '../../../src/designers/process/ProcessDesignerPage.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- the app's global stylesheet
import '../../../src/runtime/global.css';

await initI18n();
const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <div style={{ height: '100vh', display: 'flex', flexDirection: 'column', padding: 8, boxSizing: 'border-box' }}>
        <ProcessDesignerPage />
      </div>
    ),
  },
]);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConfigProvider locale={zhCN}>
      <App>
        <RouterProvider router={router} />
      </App>
    </ConfigProvider>
  </StrictMode>,
);
