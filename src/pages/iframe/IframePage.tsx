/** /myiframe/{routerPath}: an external page (a menu path with http/https or html) embedded, menu fields as query. */
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Result } from 'antd';
import { frameSandbox, safeFrameSource } from '../../runtime/menu/menu-model.ts';

export default function IframePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const src = safeFrameSource(params.get('src'), window.location.origin);
  if (!src) return <Result status="warning" title={t('iframe.invalid')} />;
  return (
    <iframe
      key={src}
      src={src}
      title={params.get('name') ?? src}
      sandbox={frameSandbox(src, window.location.origin)}
      style={{ width: '100%', height: 'calc(100vh - 140px)', border: 0, background: '#fff' }}
      data-testid="embedded-page"
    />
  );
}
