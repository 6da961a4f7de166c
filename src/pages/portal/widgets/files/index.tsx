/** 文件资源: a link to the file resources of the service hall. */
import { useNavigate } from 'react-router-dom';
import { Button } from 'antd';
import { FolderOpenOutlined } from '@ant-design/icons';
import { usePortalT } from '../../i18n.ts';
import type { PortalWidget } from '../types.ts';

function FilesView() {
  const { t } = usePortalT();
  const navigate = useNavigate();
  return (
    <div className="fh-widget-body">
      <Button type="primary" icon={<FolderOpenOutlined />} onClick={() => navigate('/service/index/fileresource')}>
        {t('widget.files.open')}
      </Button>
    </div>
  );
}

export const filesWidget: PortalWidget = { kind: 'files', icon: FolderOpenOutlined, size: { w: 4, h: 3 }, minSize: { w: 2, h: 2 }, needsLogin: false, View: FilesView };
