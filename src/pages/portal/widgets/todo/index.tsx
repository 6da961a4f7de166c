/** 我的待办: the first tasks waiting for me, each opening its approval page (or the edit page of a returned application). */
import { useNavigate } from 'react-router-dom';
import { CheckSquareOutlined } from '@ant-design/icons';
import { bpmApi } from '../../../bpm/api.ts';
import { approveHref, editHref, TODO_PATH } from '../../../bpm/links.ts';
import { RelativeTime } from '../../../../runtime/util/RelativeTime.tsx';
import { useLazyData } from '../use-lazy-data.ts';
import { WidgetRow, WidgetState } from '../WidgetState.tsx';
import { limitOf, type PortalWidget, type WidgetProps, type WidgetSettingsSpec } from '../types.ts';

const SETTINGS: WidgetSettingsSpec = { limit: { default: 6, max: 20 } };

function TodoView({ settings }: WidgetProps) {
  const limit = limitOf(SETTINGS, settings, 6);
  const navigate = useNavigate();
  const lazy = useLazyData((signal) => bpmApi.todoPage({ page: 1, pageSize: limit, queryParam: {} }, signal), String(limit));
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

export const todoWidget: PortalWidget = { kind: 'todo', icon: CheckSquareOutlined, size: { w: 6, h: 6 }, minSize: { w: 3, h: 4 }, needsLogin: true, more: TODO_PATH, settings: SETTINGS, View: TodoView };
