/** 我的待办: the first tasks waiting for me, each opening its approval page (or the edit page of a returned application). */
import { useNavigate } from 'react-router-dom';
import { CheckSquareOutlined } from '@ant-design/icons';
import { bpmApi } from '../../../bpm/api.ts';
import { approveHref, editHref, TODO_PATH } from '../../../bpm/links.ts';
import { RelativeTime } from '../../../../runtime/util/RelativeTime.tsx';
import { useLazyData } from '../use-lazy-data.ts';
import { WidgetRow, WidgetState } from '../WidgetState.tsx';
import type { PortalWidget } from '../types.ts';

function TodoView() {
  const navigate = useNavigate();
  const lazy = useLazyData((signal) => bpmApi.todoPage({ page: 1, pageSize: 6, queryParam: {} }, signal));
  return (
    <WidgetState lazy={lazy} isEmpty={(page) => page.records.length === 0}>
      {(page) =>
        page.records.map((task) => (
          <WidgetRow
            key={task.id}
            testId="widget-todo-row"
            title={`${task.processName ?? ''} · ${task.name ?? ''}`}
            extra={<RelativeTime value={task.createTime} />}
            onClick={() => navigate(task.resubmit ? editHref(task.processInstanceId, task.id) : approveHref(task.processInstanceId, task.id))}
          />
        ))
      }
    </WidgetState>
  );
}

export const todoWidget: PortalWidget = { kind: 'todo', icon: CheckSquareOutlined, size: { w: 6, h: 6 }, minSize: { w: 3, h: 4 }, needsLogin: true, more: TODO_PATH, View: TodoView };
