import { useTranslation } from 'react-i18next';
import { uploadProjectImage } from '../../api/projects';
import { PictureField } from '../../ui/PictureField';
import { ProjectImage } from './ProjectImage';

interface ImageFieldProps {
  /** The uploaded image's path ('' for none); a Form.Item passes it in. */
  value?: string;
  onChange?: (value: string) => void;
  /** Shown in the placeholder while there is no image. */
  name: string;
  disabled?: boolean;
  id?: string;
}

/**
 * The project image (spec point 5: jpg or png, at most 10 MB, the avatar's rule): checked, uploaded at once through
 * projectInfo/uploadImage, and the answered path becomes the form's value.
 */
export function ImageField({ value = '', onChange, name, disabled, id }: ImageFieldProps) {
  const { t } = useTranslation('projects');
  return (
    <PictureField
      value={value}
      onChange={onChange}
      upload={async (file) => (await uploadProjectImage(file, file.name)).data.imgUrl}
      preview={<ProjectImage image={value} name={name || '?'} size={64} />}
      labels={{
        choose: t('form.chooseImage'),
        change: t('form.changeImage'),
        remove: t('form.removeImage'),
        hint: t('form.imageHint'),
        input: t('form.image'),
        wrongType: t('form.imageType'),
        tooLarge: t('form.imageSize'),
      }}
      disabled={disabled}
      id={id}
      testId="project-image-input"
    />
  );
}
