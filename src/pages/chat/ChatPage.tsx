/**
 * The robot chat (portal sytchat, desktop/sytchat; hall sytchat): a conversation with the help assistant.
 * Each question goes to the server, which answers from the catalogue, the asker's own todo and processes,
 * the FAQ and the manual; the answer's kind picks the sentence, its cards carry the links. A failed
 * question stays in the conversation with a retry. The conversation lives only as long as the page.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Avatar, Button, Card, Input, Popconfirm, Space, Spin, Typography } from 'antd';
import { ClearOutlined, RobotOutlined, SendOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { errorText } from '../../runtime/api/client.ts';
import { chatApi, QUESTION_MAX, type ChatAnswer } from './chat-api.ts';
import { AnswerCards, Suggestions } from './AnswerCards.tsx';
import { useChatT } from './i18n.ts';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import './chat.css';

interface Turn {
  id: number;
  question: string;
  state: 'asking' | 'answered' | 'failed';
  answer?: ChatAnswer;
  error?: string;
}

/** The sentence that opens an answer, by its kind and counts. */
function useLead() {
  const { t } = useChatT();
  return (a: ChatAnswer): string => {
    switch (a.kind) {
      case 'greeting':
        return t('greeting');
      case 'todo':
        return a.total ? t('todo', { count: a.total }) : t('todoNone');
      case 'processes':
        if (!a.total) return t('processesNone');
        return a.topic ? t('processesTopic', { topic: a.topic }) : t('processes');
      case 'unknown':
        return a.suggestions.length > 0 ? t('unknown') : t('unknownBare');
      default:
        return t('answer');
    }
  };
}

function RobotSays({ children, testid }: { children: React.ReactNode; testid?: string }) {
  return (
    <div className="fh-chat-row fh-chat-row-robot" data-testid={testid}>
      <Avatar icon={<RobotOutlined />} className="fh-chat-avatar-robot" />
      <div className="fh-chat-bubble fh-chat-bubble-robot">{children}</div>
    </div>
  );
}

function Reply({ turn, onAsk, onRetry }: { turn: Turn; onAsk: (q: string) => void; onRetry: () => void }) {
  const { t } = useChatT();
  const lead = useLead();
  if (turn.state === 'asking') {
    return (
      <RobotSays testid="chat-thinking">
        <Space>
          <Spin size="small" />
          {t('thinking')}
        </Space>
      </RobotSays>
    );
  }
  if (turn.state === 'failed') {
    return (
      <RobotSays testid="chat-failed">
        <Typography.Text type="danger">{turn.error}</Typography.Text>{' '}
        <Button size="small" onClick={onRetry} data-testid="chat-retry">
          {t('retry')}
        </Button>
      </RobotSays>
    );
  }
  const answer = turn.answer!;
  return (
    <RobotSays testid="chat-answer">
      <div data-testid="chat-answer-lead" data-kind={answer.kind}>
        {lead(answer)}
      </div>
      {answer.cards.length > 0 ? <AnswerCards cards={answer.cards} /> : null}
      {answer.suggestions.length > 0 ? <Suggestions items={answer.suggestions} onAsk={onAsk} /> : null}
      {answer.more && answer.cards.length > 0 ? (
        <Link to={answer.more} data-testid="chat-more">
          {t('more')}
        </Link>
      ) : null}
    </RobotSays>
  );
}

export default function ChatPage() {
  const { t, i18n } = useChatT();
  const [turns, setTurns] = useState<Turn[]>([]);
  const [text, setText] = useState('');
  const [faq, setFaq] = useState<{ language: string; items: string[] }>();
  const nextId = useRef(1);
  const end = useRef<HTMLDivElement>(null);
  const language = i18n.language;

  // The FAQ questions offered before the first question, in the reader's language (none is fine).
  useEffect(() => {
    const controller = new AbortController();
    chatApi.suggest(controller.signal).then(
      (answer) => setFaq({ language, items: answer.suggestions }),
      () => setFaq({ language, items: [] }),
    );
    return () => controller.abort();
  }, [language]);

  // Keep the newest exchange in view.
  useEffect(() => {
    if (turns.length > 0) end.current?.scrollIntoView?.({ block: 'end', behavior: 'smooth' });
  }, [turns]);

  const run = useCallback(
    (id: number, question: string) => {
      chatApi.ask(question).then(
        (answer) => setTurns((all) => all.map((turn) => (turn.id === id ? { ...turn, state: 'answered', answer } : turn))),
        (error: unknown) => setTurns((all) => all.map((turn) => (turn.id === id ? { ...turn, state: 'failed', error: t('failed', { message: errorText(error, t('failedPlain')) }) } : turn))),
      );
    },
    [t],
  );

  const ask = (raw: string) => {
    const question = raw.trim().slice(0, QUESTION_MAX);
    if (question === '') return;
    const id = nextId.current++;
    setTurns((all) => [...all, { id, question, state: 'asking' }]);
    setText('');
    run(id, question);
  };

  const retry = (turn: Turn) => {
    setTurns((all) => all.map((t2) => (t2.id === turn.id ? { ...t2, state: 'asking', error: undefined } : t2)));
    run(turn.id, turn.question);
  };

  const busy = turns.some((turn) => turn.state === 'asking');
  const starters = [t('quick.todo'), t('quick.progress'), ...(faq?.language === language ? faq.items : [])];

  return (
    <div className="fh-chat" data-testid="chat-page">
      <Card
        className="fh-chat-panel"
        title={
          <Space>
            <RobotOutlined />
            <span>{t('title')}</span>
          </Space>
        }
        extra={
          turns.length > 0 ? (
            <Popconfirm title={t('clearConfirm')} okText={t('ok')} cancelText={t('cancel')} onConfirm={() => setTurns([])}>
              <Button type="text" icon={<ClearOutlined />} data-testid="chat-clear">
                {t('clear')}
              </Button>
            </Popconfirm>
          ) : null
        }
      >
        <div className="fh-chat-log" data-testid="chat-log" aria-live="polite">
          <RobotSays testid="chat-welcome">
            <div>{t('welcome')}</div>
            <Suggestions items={starters} onAsk={ask} />
          </RobotSays>
          {turns.map((turn) => (
            <div key={turn.id}>
              <div className="fh-chat-row fh-chat-row-me" data-testid="chat-question">
                <div className="fh-chat-bubble fh-chat-bubble-me">{turn.question}</div>
                <Avatar icon={<UserOutlined />} className="fh-chat-avatar-me" />
              </div>
              <Reply turn={turn} onAsk={ask} onRetry={() => retry(turn)} />
            </div>
          ))}
          <div ref={end} />
        </div>
        <form
          className="fh-chat-input"
          onSubmit={(event) => {
            event.preventDefault();
            ask(text);
          }}
        >
          <Input
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('placeholder')}
            maxLength={QUESTION_MAX}
            showCount={{ formatter: ({ count }) => (count > QUESTION_MAX - 20 ? `${count}/${QUESTION_MAX}` : '') }}
            aria-label={t('placeholder')}
            data-testid="chat-input"
          />
          <Button type="primary" htmlType="submit" icon={<SendOutlined />} disabled={busy || text.trim() === ''} data-testid="chat-send">
            {t('send')}
          </Button>
        </form>
        <Typography.Text type="secondary" className="fh-chat-hint">
          {t('subtitle')}
        </Typography.Text>
      </Card>
    </div>
  );
}
