import { MobileOutlined } from '@ant-design/icons';
import type { QuestionAttachment } from '@questline/contract';
import { Button } from 'antd';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneUploadDialog, type PhoneUploadTarget } from './PhoneUploadDialog';

/** "Upload from phone" (spec point 2 "/MobileUpload", issue 32): the button and, while open, its QR code. */
export function PhoneUploadButton({
  target,
  disabled,
  onArrived,
  style,
}: {
  target: PhoneUploadTarget;
  disabled?: boolean;
  onArrived: (attachments: QuestionAttachment[]) => void;
  style?: CSSProperties;
}) {
  const { t } = useTranslation('mobileUpload');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<MobileOutlined aria-hidden />} disabled={disabled} onClick={() => setOpen(true)} style={style}>
        {t('button')}
      </Button>
      {open && <PhoneUploadDialog target={target} onArrived={onArrived} onClose={() => setOpen(false)} />}
    </>
  );
}
