/** Texts of the real-time toasts (namespace 'realtime'), added when the channel's hook loads. */
import { i18n } from '../i18n/index.ts';

const zh = {
  toast: {
    todo: '您有新的待办',
    copy: '您收到一条抄送',
    urge: '您收到一条催办',
  },
  open: '点击查看',
};

const en: typeof zh = {
  toast: {
    todo: 'You have a new to-do',
    copy: 'A process was copied to you',
    urge: 'You have been urged to act',
  },
  open: 'Click to open',
};

function addTexts(): void {
  i18n.addResourceBundle('zh', 'realtime', zh, true, true);
  i18n.addResourceBundle('en', 'realtime', en, true, true);
}
if (i18n.isInitialized) addTexts();
else i18n.on('initialized', addTexts);

export type ToastKind = keyof typeof zh.toast;

export function toastTitle(kind: ToastKind): string {
  return i18n.t(`toast.${kind}`, { ns: 'realtime' });
}

export function openHint(): string {
  return i18n.t('open', { ns: 'realtime' });
}
