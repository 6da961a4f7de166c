/** 轮播图: the enabled banners (sytRollBanner) in a carousel; a banner with a link opens it. */
import { useNavigate } from 'react-router-dom';
import { Carousel, Empty } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { portalApi, type Banner } from '../../api.ts';
import { useLazyData } from '../use-lazy-data.ts';
import { WidgetState } from '../WidgetState.tsx';
import { usePortalT } from '../../i18n.ts';
import { limitOf, type PortalWidget, type WidgetProps, type WidgetSettingsSpec } from '../types.ts';

const SETTINGS: WidgetSettingsSpec = { limit: { default: 10, max: 20 } };

/** An internal path navigates in the app; an outside address opens in a new tab. */
export function useOpenLink(): (link: string | null | undefined) => void {
  const navigate = useNavigate();
  return (link) => {
    if (!link) return;
    if (/^https?:\/\//i.test(link)) window.open(link, '_blank', 'noopener');
    else if (link.startsWith('/')) navigate(link);
  };
}

export function BannerCarousel({ banners, height }: { banners: readonly Banner[]; height: number | string }) {
  const { t } = usePortalT();
  const open = useOpenLink();
  if (banners.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.noBanner')} />;
  return (
    <Carousel autoplay autoplaySpeed={5000} className="fh-banner-carousel">
      {banners.map((banner) => (
        <div key={banner.id}>
          <button type="button" className="fh-banner" style={{ height }} onClick={() => open(banner.linkUrl)} data-testid="banner">
            <img src={banner.imageUrl} alt="" />
            <span className="fh-banner-title">{banner.title}</span>
          </button>
        </div>
      ))}
    </Carousel>
  );
}

function BannersView({ settings }: WidgetProps) {
  const limit = limitOf(SETTINGS, settings, 10);
  const lazy = useLazyData((signal) => portalApi.common(['banners'], limit, signal), String(limit));
  return <WidgetState lazy={lazy}>{(answer) => <BannerCarousel banners={answer.banners ?? []} height={200} />}</WidgetState>;
}

export const bannersWidget: PortalWidget = { kind: 'banners', icon: PictureOutlined, size: { w: 8, h: 6 }, minSize: { w: 4, h: 4 }, needsLogin: false, settings: SETTINGS, View: BannersView };
