/** Import an .xlsx file with upload progress; a refused file shows the row-by-row report. */
import { useState } from 'react';
import { Button, Modal, Progress, Table, Upload, message } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EntitySchema } from '../../schemas/entity/types.ts';
import { upload } from '../api/transfer.ts';

export function ImportButton({ entity, onImported }: { entity: EntitySchema; onImported: () => void }) {
  const { t } = useTranslation();
  const [percent, setPercent] = useState<number>();
  const [report, setReport] = useState<{ path: string; message: string }[]>();

  async function send(file: File) {
    setPercent(0);
    try {
      const answer = await upload<{ imported: number } | string>(`/${entity.name}/import`, file, setPercent);
      if (answer.code === '00000') {
        void message.success(t('entity.imported', { n: (answer.info as { imported: number }).imported }));
        onImported();
      } else if (answer.errors?.length) setReport(answer.errors);
      else void message.error(String(answer.info) || t('entity.importFailed'));
    } catch {
      void message.error(t('common.serviceError'));
    } finally {
      setPercent(undefined);
    }
  }

  return (
    <>
      <Upload accept=".xlsx" showUploadList={false} beforeUpload={(file) => (void send(file), false)}>
        <Button data-testid="entity-import" loading={percent !== undefined}>
          {t('entity.import')}
        </Button>
      </Upload>
      {percent !== undefined && <Progress percent={percent} size="small" style={{ width: 120 }} />}
      <Modal open={report !== undefined} title={t('entity.importErrors')} onCancel={() => setReport(undefined)} footer={null} width={720}>
        <p>{t('entity.importFailed')}</p>
        <Table
          size="small"
          rowKey={(r, i) => `${r.path}-${i}`}
          dataSource={report ?? []}
          pagination={{ pageSize: 10 }}
          columns={[
            { title: t('entity.row'), dataIndex: 'path', width: 200 },
            { title: t('entity.message'), dataIndex: 'message' },
          ]}
        />
      </Modal>
    </>
  );
}
