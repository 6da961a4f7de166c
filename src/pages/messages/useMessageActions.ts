/**
 * What a person does with messages: open (by type, as the bell does), mark read, read all, delete —
 * the last two after a confirmation. Each success re-reads the list and the bell of this tab; the
 * server's 'sync' push updates the user's other tabs.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { App, type ButtonProps } from 'antd';
import { errorText } from '../../runtime/api/client.ts';
import { messageTarget } from '../../runtime/shell/notice-rules.ts';
import { refreshNoticeBell } from '../../runtime/shell/NoticeBell.tsx';
import { deleteMessages, readAll, readMessages, type MessageRow } from './message-api.ts';
import { MESSAGES_NS } from './i18n.ts';

export interface MessageActions {
  open: (message: MessageRow) => void;
  markRead: (ids: string[]) => Promise<void>;
  confirmReadAll: () => void;
  confirmDelete: (ids: string[], after?: () => void) => void;
  /** Deletes without asking again: the caller's own confirm (a Popconfirm) has asked already. */
  deleteNow: (ids: string[]) => Promise<void>;
}

export function useMessageActions(changed: () => void): MessageActions {
  const { t } = useTranslation(MESSAGES_NS);
  const navigate = useNavigate();
  const { modal, message } = App.useApp();

  const done = useCallback(() => {
    changed();
    refreshNoticeBell();
  }, [changed]);

  const markRead = useCallback(
    async (ids: string[]) => {
      if (ids.length === 0) return;
      await readMessages(ids);
      done();
    },
    [done],
  );

  const open = useCallback(
    (row: MessageRow) => {
      // The detail page reads its message itself; a CC or urge opens a process page, so read it here.
      const target = messageTarget(row);
      if (row.status === 0 && !target.startsWith('/service/index/sytMessage')) void markRead([row.id]).catch(() => undefined);
      navigate(target);
    },
    [markRead, navigate],
  );

  const confirmReadAll = useCallback(() => {
    modal.confirm({
      title: t('readAllConfirm'),
      okText: t('ok'),
      cancelText: t('cancel'),
      okButtonProps: { 'data-testid': 'confirm-ok' } as ButtonProps,
      onOk: async () => {
        try {
          const count = await readAll();
          void message.success(count > 0 ? t('readAllDone', { count }) : t('nothingUnread'));
          done();
        } catch (error) {
          void message.error(errorText(error, t('loadFailed')));
        }
      },
    });
  }, [done, message, modal, t]);

  const deleteNow = useCallback(
    async (ids: string[]) => {
      await deleteMessages(ids);
      void message.success(t('deleted'));
      done();
    },
    [done, message, t],
  );

  const confirmDelete = useCallback(
    (ids: string[], after?: () => void) => {
      if (ids.length === 0) return;
      modal.confirm({
        title: ids.length === 1 ? t('deleteConfirm') : t('deleteSelectedConfirm', { count: ids.length }),
        okText: t('delete'),
        okButtonProps: { danger: true, 'data-testid': 'confirm-ok' } as ButtonProps,
        cancelText: t('cancel'),
        onOk: async () => {
          await deleteNow(ids);
          after?.();
        },
      });
    },
    [deleteNow, modal, t],
  );

  return { open, markRead, confirmReadAll, confirmDelete, deleteNow };
}
