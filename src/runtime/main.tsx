import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './i18n/index.ts';
import { App } from './App.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import './global.css';

await initI18n();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
