import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { installFeedback } from '../api/feedback';

/** Gives the API client antd's themed, localised message, notification and modal (spec point 8). */
export function FeedbackBridge() {
  const { message, notification, modal } = App.useApp();
  const { t } = useTranslation();
  useEffect(() => {
    installFeedback({
      toastError: (content, durationMs) =>
        void message.error({ content, duration: durationMs === undefined ? undefined : durationMs / 1000 }),
      notifyError: (title) => notification.error({ title }),
      confirmSignInAgain: (content) =>
        new Promise<boolean>((resolve) => {
          modal.confirm({
            title: t('systemTip'),
            content,
            okText: t('signInAgain'),
            cancelText: t('cancel'),
            onOk: () => resolve(true),
            onCancel: () => resolve(false),
          });
        }),
    });
  }, [message, notification, modal, t]);
  return null;
}
