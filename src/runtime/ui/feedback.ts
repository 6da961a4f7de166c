/**
 * antd's message / modal / notification for code outside components (api handlers, the invalid-token
 * flow). antd's static functions cannot see the theme and locale of ConfigProvider, so each mounted
 * <FeedbackScope> (an antd <App>) registers its instances here; the innermost one mounted last wins.
 * The login page has no scope (antd's App with its modal and notification code would weigh on the
 * smallest route), so there the static functions are loaded on first use.
 */
import type { App } from 'antd';

export type Feedback = ReturnType<typeof App.useApp>;

const scopes: Feedback[] = [];

/** Registers a mounted scope; returns its unregistration. */
export function registerFeedback(api: Feedback): () => void {
  scopes.push(api);
  return () => {
    const index = scopes.lastIndexOf(api);
    if (index !== -1) scopes.splice(index, 1);
  };
}

async function staticFeedback(): Promise<Feedback> {
  const [{ default: message }, { default: Modal }, { default: notification }] = await Promise.all([
    import('antd/es/message'),
    import('antd/es/modal'),
    import('antd/es/notification'),
  ]);
  return { message, modal: Modal, notification } as unknown as Feedback;
}

export function feedback(): Promise<Feedback> {
  const current = scopes.at(-1);
  return current ? Promise.resolve(current) : staticFeedback();
}
