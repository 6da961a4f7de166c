/** /service/index/userManual: how to use the hall, from the hall's texts (zh and en). */
import { Card, Typography } from 'antd';
import { useServiceT } from '../i18n.ts';

export default function UserManual() {
  const { t } = useServiceT();
  const sections = t('manual.sections', { returnObjects: true }) as { title: string; body: string }[];
  return (
    <div className="fh-service-page" data-testid="service-manual">
      <Card>
        <Typography.Title level={3}>{t('manual.title')}</Typography.Title>
        {sections.map((s, i) => (
          <section key={s.title}>
            <Typography.Title level={5}>
              {i + 1}. {s.title}
            </Typography.Title>
            <Typography.Paragraph>{s.body}</Typography.Paragraph>
          </section>
        ))}
      </Card>
    </div>
  );
}
