/** The cards of one answer: a service to start, an FAQ answer, a manual section, a task to handle, a process and its step. */
import { Button, Card, Space, Tag, Typography } from 'antd';
import { BookOutlined, QuestionCircleOutlined, AppstoreOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router-dom';
import { ResultTag, StatusTag, when } from '../bpm/display.tsx';
import type { ChatCard } from './chat-api.ts';
import { useChatT } from './i18n.ts';

function ServiceCard({ card }: { card: ChatCard }) {
  const { t } = useChatT();
  const navigate = useNavigate();
  const starts = card.link !== undefined && card.link !== card.detailLink;
  return (
    <Card size="small" className="fh-chat-card" data-testid="chat-card" data-type="service" title={<Space size={6}><AppstoreOutlined />{card.title}</Space>}>
      {card.text ? <Typography.Paragraph className="fh-chat-card-text">{card.text}</Typography.Paragraph> : null}
      <Space wrap>
        {starts ? (
          <Button type="primary" size="small" onClick={() => navigate(card.link!)} data-testid="chat-card-start">
            {t('start')}
          </Button>
        ) : null}
        {card.detailLink ? (
          <Button size="small" onClick={() => navigate(card.detailLink!)} data-testid="chat-card-detail">
            {t('detail')}
          </Button>
        ) : null}
      </Space>
    </Card>
  );
}

function TextCard({ card }: { card: ChatCard }) {
  const { t } = useChatT();
  const manual = card.type === 'manual';
  return (
    <Card size="small" className="fh-chat-card" data-testid="chat-card" data-type={card.type} title={<Space size={6}>{manual ? <BookOutlined /> : <QuestionCircleOutlined />}{card.title}</Space>}>
      <Typography.Paragraph className="fh-chat-card-text">{card.text}</Typography.Paragraph>
      {manual && card.link ? <Link to={card.link} data-testid="chat-card-manual">{t('readManual')}</Link> : null}
    </Card>
  );
}

function TaskCard({ card }: { card: ChatCard }) {
  const { t } = useChatT();
  return (
    <Card size="small" className="fh-chat-card" data-testid="chat-card" data-type="task">
      <Typography.Text strong>{card.title}</Typography.Text>
      <div>{card.text}</div>
      <Space wrap className="fh-chat-card-foot">
        {card.time ? <Typography.Text type="secondary">{t('receivedAt', { time: when(card.time) })}</Typography.Text> : null}
        {card.link ? <Link to={card.link} data-testid="chat-card-handle">{t('handle')}</Link> : null}
      </Space>
    </Card>
  );
}

function ProcessCard({ card }: { card: ChatCard }) {
  const { t } = useChatT();
  const steps = (card.steps ?? []).map((s) => (s.assignees.length > 0 ? t('stepWith', { name: s.name, people: s.assignees.join(t('nameSep')) }) : s.name)).join(t('stepSep'));
  return (
    <Card size="small" className="fh-chat-card" data-testid="chat-card" data-type="process">
      <Space wrap size={6}>
        <Typography.Text strong>{card.title}</Typography.Text>
        <StatusTag status={card.status} />
        {card.status !== 'running' ? <ResultTag result={card.result} /> : null}
      </Space>
      {steps ? <div data-testid="chat-card-steps">{t('currentStep', { steps })}</div> : null}
      <Space wrap className="fh-chat-card-foot">
        {card.time ? <Typography.Text type="secondary">{t('startedAt', { time: when(card.time) })}</Typography.Text> : null}
        {card.link ? <Link to={card.link} data-testid="chat-card-detail">{t('detail')}</Link> : null}
      </Space>
    </Card>
  );
}

export function AnswerCards({ cards }: { cards: ChatCard[] }) {
  return (
    <div className="fh-chat-cards">
      {cards.map((card) => {
        const key = `${card.type}:${card.id}`;
        if (card.type === 'service') return <ServiceCard key={key} card={card} />;
        if (card.type === 'task') return <TaskCard key={key} card={card} />;
        if (card.type === 'process') return <ProcessCard key={key} card={card} />;
        return <TextCard key={key} card={card} />;
      })}
    </div>
  );
}

export function Suggestions({ items, onAsk }: { items: string[]; onAsk: (question: string) => void }) {
  return (
    <div className="fh-chat-suggestions" data-testid="chat-suggestions">
      {items.map((item) => (
        <Tag.CheckableTag key={item} checked={false} onChange={() => onAsk(item)} className="fh-chat-chip" data-testid="chat-suggestion">
          {item}
        </Tag.CheckableTag>
      ))}
    </div>
  );
}
