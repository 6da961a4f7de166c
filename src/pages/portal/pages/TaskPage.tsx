/** task (我的任务): my to-dos, what I handled and what I started, one tab each, with the way to the full lists. */
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Tabs } from 'antd';
import { MINE_PATH, TODO_PATH } from '../../bpm/links.ts';
import { WidgetCard } from '../widgets/WidgetCard.tsx';
import { usePortalT } from '../i18n.ts';

const TABS = [
  { key: 'todo', full: TODO_PATH },
  { key: 'done', full: '/bpm/task/done' },
  { key: 'started', full: MINE_PATH },
];

export default function TaskPage() {
  const { t } = usePortalT();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const active = TABS.find((tab) => tab.key === params.get('tab')) ?? TABS[0]!;
  return (
    <Tabs
      activeKey={active.key}
      onChange={(key) => setParams({ tab: key }, { replace: true })}
      tabBarExtraContent={<Button onClick={() => navigate(active.full)}>{t('task.openAll')}</Button>}
      items={TABS.map((tab) => ({ key: tab.key, label: t(`task.${tab.key}`), children: <WidgetCard kind={tab.key} height={420} /> }))}
    />
  );
}
