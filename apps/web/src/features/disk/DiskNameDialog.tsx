import { DISK_NAME_MAX, isDiskName } from '@questline/contract';
import { useTranslation } from 'react-i18next';
import { NameDialog, type NameDialogProps } from '../../ui/NameDialog';

type DiskNameDialogProps = Omit<NameDialogProps, 'label' | 'rules' | 'maxLength' | 'okText' | 'cancelText'>;

/** A new folder's name or a new name for an entry, checked by the contract's rule before it is sent. */
export function DiskNameDialog(props: DiskNameDialogProps) {
  const { t } = useTranslation('disk');
  return (
    <NameDialog
      label={t('name.label')}
      rules={[
        { required: true, whitespace: true, message: t('name.required') },
        {
          validator: (_rule, value: string | undefined) =>
            !value || isDiskName(value)
              ? Promise.resolve()
              : Promise.reject(new Error(t('name.invalid', { max: DISK_NAME_MAX }))),
        },
      ]}
      maxLength={DISK_NAME_MAX}
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      {...props}
    />
  );
}
