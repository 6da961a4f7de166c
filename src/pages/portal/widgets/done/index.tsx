/** 我的已办: the tasks I handled last, each opening its process. */
import { useNavigate } from 'react-router-dom';
import { FileDoneOutlined } from '@ant-design/icons';
import { bpmApi } from '../../../bpm/api.ts';
import { detailHref } from '../../../bpm/links.ts';
import { ResultTag } from '../../../bpm/display.tsx';
import { useLazyData } from '../use-lazy-data.ts';
import { WidgetRow, WidgetState } from '../WidgetState.tsx';
import type { PortalWidget } from '../types.ts';

function DoneView() {
  const navigate = useNavigate();
  const lazy = useLazyData((signal) => bpmApi.donePage({ page: 1, pageSize: 6, queryParam: {} }, signal));
  return (
    <WidgetState lazy={lazy} isEmpty={(page) => page.records.length === 0}>
      {(page) =>
        page.records.map((task) => (
          <WidgetRow
            key={task.id}
            title={`${task.processName ?? ''} · ${task.name ?? ''}`}
            extra={<ResultTag result={task.result} />}
            onClick={() => navigate(detailHref(task.processInstanceId))}
          />
        ))
      }
    </WidgetState>
  );
}

export const doneWidget: PortalWidget = { kind: 'done', icon: FileDoneOutlined, size: { w: 6, h: 6 }, minSize: { w: 3, h: 4 }, needsLogin: true, more: '/bpm/task/done', View: DoneView };
