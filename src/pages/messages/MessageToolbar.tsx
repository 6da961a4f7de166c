/** The message centre's filters (type by name, status, title search) and its bulk actions. */
import { useTranslation } from 'react-i18next';
import { Button, Input, Segmented, Select, Space } from 'antd';
import { CheckOutlined, DeleteOutlined } from '@ant-design/icons';
import type { StatusFilter } from './message-api.ts';
import type { TypeDictionary } from './message-hooks.ts';
import type { MessageFilters } from './useMessageList.ts';
import { MESSAGES_NS } from './i18n.ts';

interface Props {
  filters: MessageFilters;
  onFilters: (next: Partial<MessageFilters>) => void;
  dictionary: TypeDictionary;
  onReadAll: () => void;
  /** Shown when rows are selected (desktop table). */
  selected?: number;
  onDeleteSelected?: () => void;
}

export function MessageToolbar({ filters, onFilters, dictionary, onReadAll, selected = 0, onDeleteSelected }: Props) {
  const { t, i18n } = useTranslation(MESSAGES_NS);
  const en = i18n.language === 'en';
  const statuses: StatusFilter[] = ['all', 'unread', 'read'];
  return (
    <div className="fh-msg-toolbar" data-testid="msg-toolbar">
      <Segmented
        value={filters.status}
        onChange={(value) => onFilters({ status: value as StatusFilter })}
        options={statuses.map((value) => ({ value, label: <span data-testid={`msg-status-${value}`}>{t(`status.${value}`)}</span> }))}
      />
      <Select
        allowClear
        className="fh-msg-type"
        placeholder={t('allTypes')}
        value={filters.type}
        onChange={(value?: string) => onFilters({ type: value })}
        options={dictionary.types.map((type) => ({ value: type.code, label: en ? (type.nameEn ?? type.name) : type.name }))}
        data-testid="msg-type"
      />
      <Input.Search
        allowClear
        className="fh-msg-search"
        placeholder={t('search')}
        defaultValue={filters.title}
        onSearch={(title) => onFilters({ title })}
        data-testid="msg-search"
      />
      <span className="fh-msg-spacer" />
      <Space wrap>
        {selected > 0 && onDeleteSelected && (
          <Button danger icon={<DeleteOutlined />} onClick={onDeleteSelected} data-testid="msg-delete-selected">
            {t('deleteSelected')} ({selected})
          </Button>
        )}
        <Button icon={<CheckOutlined />} onClick={onReadAll} data-testid="msg-read-all">
          {t('readAll')}
        </Button>
      </Space>
    </div>
  );
}
