/** 我发起的: the processes I started last, with their result, each opening its detail. */
import { useNavigate } from 'react-router-dom';
import { SendOutlined } from '@ant-design/icons';
import { bpmApi } from '../../../bpm/api.ts';
import { detailHref, MINE_PATH } from '../../../bpm/links.ts';
import { ResultTag } from '../../../bpm/display.tsx';
import { useLazyData } from '../use-lazy-data.ts';
import { WidgetRow, WidgetState } from '../WidgetState.tsx';
import { limitOf, type PortalWidget, type WidgetProps, type WidgetSettingsSpec } from '../types.ts';

const SETTINGS: WidgetSettingsSpec = { limit: { default: 6, max: 20 } };

function StartedView({ settings }: WidgetProps) {
  const limit = limitOf(SETTINGS, settings, 6);
  const navigate = useNavigate();
  const lazy = useLazyData((signal) => bpmApi.myPage({ page: 1, pageSize: limit, queryParam: {} }, signal), String(limit));
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

export const startedWidget: PortalWidget = { kind: 'started', icon: SendOutlined, size: { w: 6, h: 6 }, minSize: { w: 3, h: 4 }, needsLogin: true, more: MINE_PATH, settings: SETTINGS, View: StartedView };
