/** 日历: this month's calendar with today marked (the school calendar of the service hall is a link away). */
import { Calendar, Typography } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { usePortalT } from '../../i18n.ts';
import type { PortalWidget } from '../types.ts';

function CalendarView() {
  const { t } = usePortalT();
  return (
    <div className="fh-widget-body">
      <Typography.Text type="secondary" data-testid="calendar-today">
        {t('widget.calendar.today')}: {dayjs().format('YYYY-MM-DD')}
      </Typography.Text>
      <Calendar fullscreen={false} />
    </div>
  );
}

export const calendarWidget: PortalWidget = {
  kind: 'calendar',
  icon: CalendarOutlined,
  size: { w: 4, h: 8 },
  minSize: { w: 3, h: 7 },
  needsLogin: false,
  more: '/service/index/more-xiaoli',
  View: CalendarView,
};
