/**
 * 服务快捷方式: the service hall's online services as tiles, each opening its detail in the service hall; a block
 * may be narrowed to one service category (of the first 20 services the portal lists).
 */
import { useNavigate } from 'react-router-dom';
import { AppstoreOutlined } from '@ant-design/icons';
import { portalApi, type ServiceItem } from '../../api.ts';
import { useLazyData } from '../use-lazy-data.ts';
import { WidgetState } from '../WidgetState.tsx';
import { limitOf, type PortalWidget, type WidgetProps, type WidgetSettingsSpec } from '../types.ts';

/** The most services the portal's call answers; a category is chosen among these. */
const LISTED = 20;

const SETTINGS: WidgetSettingsSpec = {
  limit: { default: 12, max: LISTED },
  categories: async (_language, signal) => {
    const services = (await portalApi.common(['services'], LISTED, signal)).services ?? [];
    return [...new Set(services.map((s) => s.category).filter(Boolean))].map((category) => ({ value: category, label: category }));
  },
};

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

function ServicesView({ settings }: WidgetProps) {
  const limit = limitOf(SETTINGS, settings, 12);
  const category = settings?.category;
  const lazy = useLazyData(async (signal) => {
    const services = (await portalApi.common(['services'], category ? LISTED : limit, signal)).services ?? [];
    return services.filter((s) => !category || s.category === category).slice(0, limit);
  }, `${limit}/${category ?? ''}`);
  return (
    <WidgetState lazy={lazy} isEmpty={(services) => services.length === 0}>
      {(services) => <ServiceTiles services={services} />}
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
  settings: SETTINGS,
  View: ServicesView,
};
