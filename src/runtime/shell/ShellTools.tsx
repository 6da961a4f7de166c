/**
 * The top bar's tools (full screen, theme, language, lock, logs). On a phone (width class 0) they do not
 * fit beside the search, the bell and the user menu, so they fold into one "more" button whose popover
 * holds the same buttons: the same components, so dialogs, test ids and behaviour stay one code path.
 */
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button, Popover } from 'antd';
import { EllipsisOutlined } from '@ant-design/icons';
import { LanguageSwitch } from '../i18n/LanguageSwitch.tsx';
import { userInfoAtom } from '../session/state.ts';
import { FullScreenButton } from './FullScreenButton.tsx';
import { ThemePicker } from './ThemePicker.tsx';
import { LockButton } from './LockButton.tsx';
import { LogsButton } from './LogsButton.tsx';
import { useWidthClass } from './useWidthClass.ts';
import { phoneText } from './phone-i18n.ts';
import styles from './shell.module.css';

function Tools() {
  const user = useAtomValue(userInfoAtom);
  return (
    <>
      <FullScreenButton />
      <ThemePicker />
      <LanguageSwitch />
      {user && <LockButton />}
      <LogsButton />
    </>
  );
}

export function ShellTools() {
  const { t } = useTranslation();
  const phone = useWidthClass() === 0;
  const [open, setOpen] = useState(false);
  if (!phone) return <Tools />;
  return (
    // Kept mounted once opened: the lock and logs dialogs live inside, and must outlast the popover.
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      content={
        // A tool's click closes the menu, except the theme button, whose own list opens from it (choosing a
        // theme there bubbles here through React and closes the menu then).
        <div
          className={styles.toolsMenu}
          data-testid="shell-tools-menu"
          onClick={(event) => {
            if (!(event.target instanceof Element && event.target.closest('[data-testid="theme-picker"]'))) setOpen(false);
          }}
        >
          <Tools />
        </div>
      }
    >
      <Button type="text" icon={<EllipsisOutlined />} aria-label={t(phoneText('tools'))} data-testid="shell-tools" />
    </Popover>
  );
}
