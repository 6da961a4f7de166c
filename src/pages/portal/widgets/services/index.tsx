/** 服务快捷方式: the service hall's online services as tiles, each opening its detail in the service hall. */
import { useNavigate } from 'react-router-dom';
import { AppstoreOutlined } from '@ant-design/icons';
import { portalApi, type ServiceItem } from '../../api.ts';
import { useLazyData } from '../use-lazy-data.ts';
import { WidgetState } from '../WidgetState.tsx';
import type { PortalWidget } from '../types.ts';

export const serviceHref = (id: string) => `/service/index/detail?id=${encodeURIComponent(id)}`;

export function ServiceTiles({ services }: { services: readonly ServiceItem[] }) {
  const navigate = useNavigate();
  return (
    <div className="fh-service-tiles">
      {services.map((service) => (
        <button type="button" key={service.id} className="fh-service-tile" onClick={() => navigate(serviceHref(service.id))} data-testid="service-tile" title={service.description ?? service.name}>
          {service.icon ? <img src={service.icon} alt="" /> : <AppstoreOutlined className="fh-service-icon" />}
          <span>{service.name}</span>
        </button>
      ))}
    </div>
  );
}

function ServicesView() {
  const lazy = useLazyData((signal) => portalApi.common(['services'], 12, signal));
  return (
    <WidgetState lazy={lazy} isEmpty={(answer) => (answer.services ?? []).length === 0}>
      {(answer) => <ServiceTiles services={answer.services ?? []} />}
    </WidgetState>
  );
}

export const servicesWidget: PortalWidget = {
  kind: 'services',
  icon: AppstoreOutlined,
  size: { w: 6, h: 6 },
  minSize: { w: 3, h: 4 },
  needsLogin: false,
  more: '/service/index/service',
  View: ServicesView,
};
