/**
 * The route slot of a screen a later issue builds: named like its route (or menu entry), so tabs,
 * title and menu work today, and says plainly that the screen is not there yet.
 */
import { useLocation, useMatches } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Result, Typography } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import type { RouteHandle } from '../../runtime/guard/guard-loader.ts';
import { findMenuByPath } from '../../runtime/menu/menu-model.ts';
import { menuAtom } from '../../runtime/session/state.ts';
import { tagLabel } from '../../runtime/tabs/tab-rules.ts';

export type SlotKind = 'page' | 'designer' | 'entity';

export default function ComingSoon({ kind = 'page' }: { kind?: SlotKind }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const location = useLocation();
  const matches = useMatches();
  const menu = useAtomValue(menuAtom);
  const entry = findMenuByPath(menu ?? [], location.pathname);
  const handle = matches.toReversed().find((match) => (match.handle as RouteHandle | undefined)?.name)?.handle as RouteHandle | undefined;
  const name = entry ? tagLabel(entry, lang, t) : handle?.name ? tagLabel(handle.name, lang, t) : location.pathname;
  return (
    <Result
      icon={<ClockCircleOutlined />}
      title={<span data-testid="slot-title">{name}</span>}
      subTitle={t(`slot.${kind}`)}
      extra={<Typography.Text type="secondary" code>{`${location.pathname}${location.search}`}</Typography.Text>}
      data-testid="coming-soon"
    />
  );
}
