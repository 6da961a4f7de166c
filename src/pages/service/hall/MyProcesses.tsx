/**
 * /service/index/my-proces: the approval workspace's own lists (待办, 我发起的, 已办, 抄送) as tabs of the
 * hall, not rebuilt: each tab is the workspace's list page, its links open the workspace's pages.
 */
import { Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import TaskListPage from '../../bpm/TaskListPage.tsx';
import { useServiceT } from '../i18n.ts';

const KINDS = ['todo', 'mine', 'done', 'copy'] as const;
type Kind = (typeof KINDS)[number];

export default function MyProcesses() {
  const { t } = useServiceT();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as Kind | null;
  const tab: Kind = asked && KINDS.includes(asked) ? asked : 'todo';
  return (
    <div className="fh-service-page" data-testid="service-my-proces">
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        destroyOnHidden
        items={KINDS.map((kind) => ({ key: kind, label: t(`mine.${kind}`), children: <TaskListPage kind={kind} /> }))}
      />
    </div>
  );
}
