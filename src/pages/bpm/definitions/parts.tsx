/** Small parts of the definitions page: who may start, the state tag, and suspend/activate with its confirm. */
import { App, Button, Flex, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../runtime/api/client.ts';
import { definitionsApi, type DefinitionRow, type StarterRef, type Starters } from './api.ts';
import { DEFINITIONS_NS, DEFINITIONS_PREFIX } from './i18n.ts';

export const useDefinitionsT = () => useTranslation(DEFINITIONS_NS, { keyPrefix: DEFINITIONS_PREFIX });

/** The candidate starters the server applies (the key's newest version): everyone, or departments, roles and people. */
export function StartersView({ starters }: { starters: Starters | null }) {
  const { t } = useDefinitionsT();
  if (!starters || starters.all) {
    return (
      <Tag color="green" data-testid="starters-all">
        {t('startersAll')}
      </Tag>
    );
  }
  const groups: [string, string, StarterRef[]][] = [
    ['orgs', t('startersOrgs'), starters.orgs],
    ['roles', t('startersRoles'), starters.roles],
    ['users', t('startersUsers'), starters.users],
  ];
  return (
    <Flex vertical gap={2} data-testid="starters">
      {groups
        .filter(([, , refs]) => refs.length > 0)
        .map(([kind, label, refs]) => (
          <Flex key={kind} wrap gap={4} align="center" data-testid={`starters-${kind}`}>
            <Typography.Text type="secondary">{t('startersLabel', { label })}</Typography.Text>
            {refs.map((r) =>
              r.name === null ? (
                <Tooltip key={r.ref} title={t('startersMissingHint')}>
                  <Tag color="red">{t('startersMissing', { ref: r.ref })}</Tag>
                </Tooltip>
              ) : (
                <Tag key={r.ref} title={r.ref}>
                  {r.name}
                </Tag>
              ),
            )}
          </Flex>
        ))}
    </Flex>
  );
}

export function StateTag({ suspended }: { suspended: boolean }) {
  const { t } = useDefinitionsT();
  return (
    <Tag color={suspended ? 'orange' : 'green'} data-testid="definition-state" data-suspended={String(suspended)}>
      {suspended ? t('suspended') : t('active')}
    </Tag>
  );
}

/** Suspend or activate one version, after a confirm; the server checks sys_definition_btn_suspend again. */
export function StateButton({ row, onDone }: { row: DefinitionRow; onDone: () => void }) {
  const { t } = useDefinitionsT();
  const { modal, message } = App.useApp();
  const next = !row.suspended;
  const ask = () =>
    modal.confirm({
      title: t(next ? 'suspendConfirm' : 'activateConfirm', { name: row.name, version: row.version }),
      okText: t('ok'),
      cancelText: t('cancel'),
      okButtonProps: { 'data-testid': 'confirm-ok', danger: next },
      onOk: async () => {
        try {
          await definitionsApi.setSuspended(row.id, next);
          void message.success(t(next ? 'suspendDone' : 'activateDone'));
          onDone();
        } catch (e) {
          modal.error({ title: errorText(e, t('loadFailed')) });
        }
      },
    });
  return (
    <Button size="small" type="link" danger={next} onClick={ask} data-testid={next ? 'definition-suspend' : 'definition-activate'} style={{ paddingInline: 0 }}>
      {next ? t('suspend') : t('activate')}
    </Button>
  );
}
