/** Spec §2.7 theme picker: the 11 themes, applied as antd theme tokens and remembered in this browser. */
import { useState } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button, Dropdown, Tooltip } from 'antd';
import { BgColorsOutlined, CheckOutlined } from '@ant-design/icons';
import { themeNameAtom } from '../site-state.ts';
import { THEME_NAMES, THEMES, isThemeName } from '../theme/themes.ts';
import styles from './shell.module.css';

export function ThemePicker() {
  const { t } = useTranslation();
  const [current, setCurrent] = useAtom(themeNameAtom);
  // The tooltip under the button would lie over the first theme (默认主题) while the list is open.
  const [listOpen, setListOpen] = useState(false);
  const items = THEME_NAMES.map((name) => ({
    key: name,
    label: (
      <span>
        <span className={styles.swatch} style={{ background: `linear-gradient(135deg, ${THEMES[name].siderBg} 50%, ${THEMES[name].colorPrimary} 50%)` }} />
        {t(`themes.${name}`)}
      </span>
    ),
    extra: name === current ? <CheckOutlined /> : undefined,
  }));
  return (
    <Dropdown
      trigger={['click']}
      onOpenChange={setListOpen}
      menu={{ items, selectable: true, selectedKeys: [current], onClick: ({ key }) => isThemeName(key) && setCurrent(key) }}
    >
      <Tooltip title={t('shell.theme')} open={listOpen ? false : undefined}>
        <Button type="text" icon={<BgColorsOutlined />} aria-label={t('shell.theme')} data-testid="theme-picker" />
      </Tooltip>
    </Dropdown>
  );
}
