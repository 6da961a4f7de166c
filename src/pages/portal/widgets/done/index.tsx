/** 我的已办: the tasks I handled last, each opening its process. */
import { useNavigate } from 'react-router-dom';
import { FileDoneOutlined } from '@ant-design/icons';
import { bpmApi } from '../../../bpm/api.ts';
import { detailHref } from '../../../bpm/links.ts';
import { ResultTag } from '../../../bpm/display.tsx';
import { useLazyData } from '../use-lazy-data.ts';
import { WidgetRow, WidgetState } from '../WidgetState.tsx';
import { limitOf, type PortalWidget, type WidgetProps, type WidgetSettingsSpec } from '../types.ts';

const SETTINGS: WidgetSettingsSpec = { limit: { default: 6, max: 20 } };

function DoneView({ settings }: WidgetProps) {
  const limit = limitOf(SETTINGS, settings, 6);
  const navigate = useNavigate();
  const lazy = useLazyData((signal) => bpmApi.donePage({ page: 1, pageSize: limit, queryParam: {} }, signal), String(limit));
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

export const doneWidget: PortalWidget = { kind: 'done', icon: FileDoneOutlined, size: { w: 6, h: 6 }, minSize: { w: 3, h: 4 }, needsLogin: true, more: '/bpm/task/done', settings: SETTINGS, View: DoneView };
