import { useTranslation } from 'react-i18next';
import { ImageFilePicker, type ImagePickerTexts } from '../../components/image-file-picker';
import { Progress } from '../../components/ui/progress';
import { useFormatters } from '../../lib/format';
import { ProfileAvatar } from './profile-avatar';
import '../../i18n/features/profile';

const TEXTS: ImagePickerTexts = {
  hint: 'profile.edit.avatarHint',
  choose: 'profile.edit.choosePhoto',
  noneChosen: 'profile.edit.noPhotoChosen',
  removeSelection: 'profile.edit.removeSelection',
  fileTooLarge: 'profile.edit.fileTooLarge',
  fileTypeInvalid: 'profile.edit.fileTypeInvalid',
};

interface AvatarPickerProps {
  currentSrc: string | null;
  initials: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** Upload progress 0–100 while the chosen file is being sent, else null. */
  progress: number | null;
  disabled?: boolean;
}

/** Chooses a new avatar, uploaded on save with its progress shown. */
export function AvatarPicker({ initials, progress, ...props }: AvatarPickerProps) {
  const { t } = useTranslation();
  return (
    <ImageFilePicker
      {...props}
      id="profile-avatar"
      label={t('profile.edit.avatar')}
      texts={TEXTS}
      className="items-center"
      preview={(src, isPreview) => (
        <ProfileAvatar
          src={src}
          initials={initials}
          alt={isPreview ? t('profile.edit.previewAlt') : undefined}
        />
      )}
    >
      {progress !== null ? <UploadProgress value={progress} /> : null}
    </ImageFilePicker>
  );
}

function UploadProgress({ value }: { value: number }) {
  const { t } = useTranslation();
  const { percent } = useFormatters();
  const label = t('profile.edit.uploading', { percent: percent(value / 100) });
  return (
    <div className="grid w-full gap-1.5">
      <Progress value={value} aria-label={label} />
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {label}
      </p>
    </div>
  );
}
