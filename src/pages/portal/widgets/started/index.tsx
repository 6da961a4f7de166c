/** 我发起的: the processes I started last, with their result, each opening its detail. */
import { useNavigate } from 'react-router-dom';
import { SendOutlined } from '@ant-design/icons';
import { bpmApi } from '../../../bpm/api.ts';
import { detailHref, MINE_PATH } from '../../../bpm/links.ts';
import { ResultTag } from '../../../bpm/display.tsx';
import { useLazyData } from '../use-lazy-data.ts';
import { WidgetRow, WidgetState } from '../WidgetState.tsx';
import type { PortalWidget } from '../types.ts';

function StartedView() {
  const navigate = useNavigate();
  const lazy = useLazyData((signal) => bpmApi.myPage({ page: 1, pageSize: 6, queryParam: {} }, signal));
  return (
    <WidgetState lazy={lazy} isEmpty={(page) => page.records.length === 0}>
      {(page) =>
        page.records.map((instance) => (
          <WidgetRow key={instance.id} title={instance.name ?? instance.processDefinitionKey} extra={<ResultTag result={instance.result} />} onClick={() => navigate(detailHref(instance.id))} />
        ))
      }
    </WidgetState>
  );
}

export const startedWidget: PortalWidget = { kind: 'started', icon: SendOutlined, size: { w: 6, h: 6 }, minSize: { w: 3, h: 4 }, needsLogin: true, more: MINE_PATH, View: StartedView };
