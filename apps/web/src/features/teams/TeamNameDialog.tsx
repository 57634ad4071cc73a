import { useTranslation } from 'react-i18next';
import { NameDialog, type NameDialogProps } from '../../ui/NameDialog';
import { teamNameRules } from './nameRules';

type TeamNameDialogProps = Omit<NameDialogProps, 'label' | 'rules' | 'placeholder' | 'okText' | 'cancelText'>;

/** The shared name dialog in the words and rules of teams and departments. */
export function TeamNameDialog(props: TeamNameDialogProps) {
  const { t } = useTranslation('teams');
  return (
    <NameDialog
      label={t('name.label')}
      rules={teamNameRules(t)}
      placeholder={t('name.placeholder')}
      okText={t('ok')}
      cancelText={t('cancel')}
      {...props}
    />
  );
}
