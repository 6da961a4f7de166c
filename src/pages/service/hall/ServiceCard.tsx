/** One service in the catalogue: icon, name, department, audience, visits, the favourite star. */
import { Avatar, Button, Card, Tag, Tooltip, Typography } from 'antd';
import { EyeOutlined, LinkOutlined, PlayCircleOutlined, ReadOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { useServiceT } from '../i18n.ts';
import { kindOf, type HallService } from './service-api.ts';

const KIND_ICON = { process: <PlayCircleOutlined />, link: <LinkOutlined />, info: <ReadOutlined /> };
/** A service without an icon shows its first character on a colour picked from its name. */
const COLOURS = ['#1677ff', '#13a8a8', '#52c41a', '#fa8c16', '#eb2f96', '#722ed1'];
const colourOf = (name: string) => COLOURS[[...name].reduce((sum, c) => sum + c.charCodeAt(0), 0) % COLOURS.length];

export function ServiceIcon({ service, size = 44 }: { service: HallService; size?: number }) {
  return service.icon ? (
    <Avatar shape="square" size={size} src={service.icon} alt="" />
  ) : (
    <Avatar shape="square" size={size} style={{ background: colourOf(service.name), fontSize: size / 2.2 }}>
      {[...service.name][0]}
    </Avatar>
  );
}

export function ServiceCard(props: { service: HallService; busy: boolean; onOpen: () => void; onStar: () => void; shortcut?: boolean }) {
  const { t } = useServiceT();
  const { service } = props;
  const kind = kindOf(service);
  const starLabel = service.collected ? t('unstar') : t('star');
  return (
    <Card
      hoverable
      size="small"
      className="fh-service-card"
      data-testid={props.shortcut ? 'service-shortcut' : 'service-card'}
      data-id={service.id}
      data-name={service.name}
      onClick={props.onOpen}
    >
      <div className="fh-service-card-body">
        <ServiceIcon service={service} />
        <div className="fh-service-card-text">
          <Typography.Text strong ellipsis={{ tooltip: service.name }} className="fh-service-name">
            {service.name}
          </Typography.Text>
          <Typography.Text type="secondary" ellipsis className="fh-service-meta">
            {KIND_ICON[kind]} {service.department || t(`kind.${kind}`)}
          </Typography.Text>
          <div className="fh-service-tags">
            {service.audience !== 'all' ? <Tag color={service.audience === 'student' ? 'blue' : 'green'}>{t(`audienceTag.${service.audience}`)}</Tag> : null}
            <Typography.Text type="secondary" className="fh-service-hits" data-testid="service-hits">
              <EyeOutlined /> {t('hits', { count: Number(service.hitCount ?? 0) })}
            </Typography.Text>
          </div>
        </div>
        <Tooltip title={starLabel}>
          <Button
            type="text"
            aria-label={starLabel}
            aria-pressed={service.collected}
            loading={props.busy}
            icon={service.collected ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
            data-testid="service-star"
            onClick={(e) => {
              e.stopPropagation();
              props.onStar();
            }}
          />
        </Tooltip>
      </div>
    </Card>
  );
}
