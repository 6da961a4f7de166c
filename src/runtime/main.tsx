import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './i18n/index.ts';
import { App } from './App.tsx';
// antd's own styles come as one stylesheet (zeroRuntime in App.tsx), first, so that ours override them.
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import 'antd/dist/antd.css';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import './global.css';

await initI18n();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
