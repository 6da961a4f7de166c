/**
 * Spec §2.9 tabs bar for one of the two tab lists. The rules (closable, where closing leads) live in
 * tabs/tab-rules.ts; this component shows them, with a right-click menu per tab and a dropdown for the
 * active one (refresh, close, close others, close all).
 */
import { useLocation, useNavigate } from 'react-router-dom';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button, Dropdown, Tabs, type MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { tabsAtom } from '../session/state.ts';
import {
  activeTagValue,
  closeAllTags,
  closeOtherTags,
  closeTag,
  isClosable,
  tagHref,
  tagLabel,
  type CloseResult,
  type TabListId,
  type Tag,
} from '../tabs/tab-rules.ts';

type Action = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

export function TabsBar({ list }: { list: TabListId }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const navigate = useNavigate();
  const location = useLocation();
  const [tabs, setTabs] = useAtom(tabsAtom);
  const tags = tabs[list];
  const query = Object.fromEntries(new URLSearchParams(location.search).entries());
  const active = activeTagValue(`${location.pathname}${location.search}`, query);
  const activeKey = tags.some((tag) => tag.value === active) ? active : undefined;

  const apply = (result: CloseResult) => {
    setTabs((current) => ({ ...current, [list]: result.list }));
    if (result.navigateTo) navigate(tagHref(result.navigateTo));
  };

  const run = (action: Action, tag: Tag) => {
    if (action === 'refresh') navigate(`/redirect${tagHref(tag)}`, { replace: true });
    else if (action === 'close') apply(closeTag(tags, tag.value, activeKey, list));
    else if (action === 'closeOthers') {
      apply(closeOtherTags(tags, tag.value, list));
      if (tag.value !== activeKey) navigate(tagHref(tag));
    } else apply(closeAllTags(tags, list));
  };

  const menuFor = (tag: Tag): MenuProps => ({
    items: [
      { key: 'refresh', label: t('tabs.refresh') },
      { key: 'close', label: t('tabs.close'), disabled: !isClosable(tags, tag, list) },
      { key: 'closeOthers', label: t('tabs.closeOthers') },
      { key: 'closeAll', label: t('tabs.closeAll') },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      run(key as Action, tag);
    },
  });

  const activeTag = tags.find((tag) => tag.value === activeKey) ?? tags[0];

  return (
    <Tabs
      type="editable-card"
      hideAdd
      size="small"
      activeKey={activeKey ?? ''}
      data-testid={`tabs-${list}`}
      onChange={(key) => {
        const tag = tags.find((candidate) => candidate.value === key);
        if (tag) navigate(tagHref(tag));
      }}
      onEdit={(key, action) => {
        if (action === 'remove' && typeof key === 'string') apply(closeTag(tags, key, activeKey, list));
      }}
      items={tags.map((tag) => ({
        key: tag.value,
        closable: isClosable(tags, tag, list),
        label: (
          <Dropdown trigger={['contextMenu']} menu={menuFor(tag)}>
            <span data-tab-value={tag.value}>{tagLabel(tag, lang, (key) => t(key))}</span>
          </Dropdown>
        ),
      }))}
      tabBarExtraContent={
        activeTag && (
          <Dropdown trigger={['click']} menu={menuFor(activeTag)} placement="bottomRight">
            <Button size="small" type="text" data-testid={`tabs-${list}-actions`} aria-label={t('tabs.menu')}>
              {t('tabs.menu')} <DownOutlined />
            </Button>
          </Dropdown>
        )
      }
    />
  );
}
