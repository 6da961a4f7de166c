/** One person's contact card: the fields the server answered (a private one is absent, not blank). The avatar shows the surname. */
import { Avatar, Descriptions, Modal, Typography } from 'antd';
import { CONTACT_FIELDS, type Person } from '../campus-api.ts';
import { useCampusT } from '../i18n.ts';

export function ContactCard({ person, department, onClose }: { person: Person | undefined; department: string; onClose: () => void }) {
  const { t } = useCampusT();
  return (
    <Modal open={person !== undefined} onCancel={onClose} footer={null} title={t('book.card')} width={420} destroyOnHidden>
      {person && (
        <div data-testid="contact-card">
          <div className="fh-campus-card-head">
            <Avatar size={56} className="fh-campus-avatar">
              {[...person.humanname][0]}
            </Avatar>
            <div>
              <Typography.Title level={4} style={{ margin: 0 }}>
                {person.humanname}
              </Typography.Title>
              <Typography.Text type="secondary">
                {department} · {t(`book.identity.${person.identity}`, { defaultValue: person.identity })}
              </Typography.Text>
            </div>
          </div>
          <Descriptions column={1} size="small" bordered>
            {CONTACT_FIELDS.filter((field) => field in person).map((field) => {
              const value = person[field];
              const link = value && field === 'email' ? `mailto:${value}` : value && (field === 'mobile' || field === 'telephone') ? `tel:${value}` : undefined;
              return (
                <Descriptions.Item key={field} label={t(`book.fields.${field}`)}>
                  {value ? link ? <a href={link}>{value}</a> : value : <Typography.Text type="secondary">{t('book.none')}</Typography.Text>}
                </Descriptions.Item>
              );
            })}
          </Descriptions>
        </div>
      )}
    </Modal>
  );
}
