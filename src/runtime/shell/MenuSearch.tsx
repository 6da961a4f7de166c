/**
 * Spec §2.7 menu search: an overlay filtering the menu's leaf entries by label, anywhere in it, or by its
 * pinyin or initials (prefix matches first; see searchMenu).
 * Esc or a click on the backdrop closes it; choosing an entry closes it, clears the text and navigates.
 * Arrow keys move through the results, Enter opens the highlighted one.
 */
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button, Empty, Input, Modal } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { menuLabel, menuTarget, searchMenu, visibleMenu, type MenuNode } from '../menu/menu-model.ts';
import { menuAtom, userInfoAtom } from '../session/state.ts';
import { useSpell } from '../menu/spell.ts';
import { MenuIcon } from './menu-icons.tsx';
import styles from './shell.module.css';

export function MenuSearch({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const navigate = useNavigate();
  const menu = useAtomValue(menuAtom);
  const role = useAtomValue(userInfoAtom)?.role;
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [cursor, setCursor] = useState(0);
  const spell = useSpell(open);
  const results = useMemo(() => searchMenu(visibleMenu(menu ?? [], role), text, spell), [menu, role, text, spell]);

  const close = () => {
    setOpen(false);
    setText('');
    setCursor(0);
  };
  const choose = (node: MenuNode) => {
    close();
    navigate(menuTarget(node, lang));
  };

  return (
    <>
      <Button
        type="text"
        className={compact ? undefined : styles.searchTrigger}
        icon={<SearchOutlined />}
        onClick={() => setOpen(true)}
        aria-label={t('shell.search')}
        data-testid="menu-search-trigger"
      >
        {!compact && t('shell.search')}
      </Button>
      <Modal open={open} onCancel={close} footer={null} closable={false} destroyOnHidden title={null} width={520} data-testid="menu-search">
        <Input
          autoFocus
          size="large"
          prefix={<SearchOutlined />}
          placeholder={t('shell.searchPlaceholder')}
          value={text}
          allowClear
          data-testid="menu-search-input"
          onChange={(event) => {
            setText(event.target.value);
            setCursor(0);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') event.preventDefault();
            if (event.key === 'ArrowDown') setCursor((c) => Math.min(c + 1, Math.max(results.length - 1, 0)));
            else if (event.key === 'ArrowUp') setCursor((c) => Math.max(c - 1, 0));
            else if (event.key === 'Enter' && results[cursor]) choose(results[cursor]);
          }}
        />
        <div style={{ marginTop: 12, maxHeight: 360, overflow: 'auto' }} role="listbox">
          {text.trim() && results.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shell.searchEmpty')} />}
          {results.map((node, index) => (
            <button
              type="button"
              key={node.id}
              role="option"
              aria-selected={index === cursor}
              // The highlighted entry stays in view while the arrow keys move through a long list.
              ref={index === cursor ? (element) => element?.scrollIntoView({ block: 'nearest' }) : undefined}
              className={`${styles.searchResult} ${index === cursor ? styles.searchResultActive : ''}`}
              onClick={() => choose(node)}
              onMouseEnter={() => setCursor(index)}
            >
              <MenuIcon name={node.icon} />
              <span>{menuLabel(node, lang)}</span>
            </button>
          ))}
        </div>
      </Modal>
    </>
  );
}
