import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Popconfirm } from '../../ui/Popconfirm';

/**
 * The edit and delete links of one settings row; deleting asks first. `before` holds any other action of
 * the row (e.g. publish). Labels name the row so screen-reader users know which row a link acts on.
 */
export function EditDeleteActions(props: {
  editLabel: string;
  deleteLabel: string;
  confirmTitle: string;
  onEdit: () => void;
  /** The pop-up's OK button waits for a promise this returns. */
  onDelete: () => unknown;
  before?: ReactNode;
}) {
  const { t } = useTranslation('projectSettings');
  return (
    <span style={{ display: 'inline-flex', gap: 4 }}>
      {props.before}
      <Button type="link" size="small" aria-label={props.editLabel} onClick={props.onEdit}>
        {t('common.edit')}
      </Button>
      <Popconfirm title={props.confirmTitle} onConfirm={props.onDelete}>
        <Button type="link" size="small" danger aria-label={props.deleteLabel}>
          {t('common.delete')}
        </Button>
      </Popconfirm>
    </span>
  );
}
