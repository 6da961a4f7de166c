import { useEffect } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button, Tooltip } from 'antd';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { fullscreenAtom } from '../site-state.ts';

function toggle() {
  const done = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
  // Browsers refuse full screen without a user gesture or in some frames; nothing to report then.
  done.catch(() => undefined);
}

/** Full screen on and off; the state follows Esc and F11 too, through fullscreenchange. */
export function FullScreenButton() {
  const { t } = useTranslation();
  const [full, setFull] = useAtom(fullscreenAtom);
  useEffect(() => {
    const sync = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [setFull]);
  const label = t(full ? 'shell.exitFullscreen' : 'shell.fullscreen');
  return (
    <Tooltip title={label}>
      <Button type="text" icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />} onClick={toggle} aria-label={label} data-testid="fullscreen" />
    </Tooltip>
  );
}
