/** antd's <App> (context-aware message, modal, notification) around a layout, registered for plain code. */
import { useEffect, type ReactNode } from 'react';
import { App } from 'antd';
import { registerFeedback } from './feedback.ts';

function Register() {
  const api = App.useApp();
  useEffect(() => registerFeedback(api), [api]);
  return null;
}

export default function FeedbackScope({ children }: { children: ReactNode }) {
  return (
    <App>
      <Register />
      {children}
    </App>
  );
}
