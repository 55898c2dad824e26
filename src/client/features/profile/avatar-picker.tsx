import { IMAGE_MAX_BYTES } from '@shared/constants';
import { ImageUp, X } from 'lucide-react';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonVariants } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Progress } from '../../components/ui/progress';
import { useFormatters } from '../../lib/format';
import { cn } from '../../lib/utils';
import { AVATAR_TYPES, type AvatarProblem, avatarProblem } from './avatar-rules';
import { ProfileAvatar } from './profile-avatar';

interface AvatarPickerProps {
  currentSrc: string | null;
  initials: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** Upload progress 0–100 while the chosen file is being sent, else null. */
  progress: number | null;
  disabled?: boolean;
}

/** Chooses a new avatar: checked here first (type, 5 MB), previewed at once, uploaded on save. */
export function AvatarPicker({
  currentSrc,
  initials,
  file,
  onFileChange,
  progress,
  disabled,
}: AvatarPickerProps) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<AvatarProblem | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const maxSize = `${number(IMAGE_MAX_BYTES / (1024 * 1024))} MB`;

  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (!chosen) return;
    const reason = avatarProblem(chosen);
    setProblem(reason);
    if (reason) {
      // Cleared so choosing the same file again still fires a change event.
      event.target.value = '';
      onFileChange(null);
      return;
    }
    onFileChange(chosen);
  };

  const clear = () => {
    if (inputRef.current) inputRef.current.value = '';
    setProblem(null);
    onFileChange(null);
    inputRef.current?.focus();
  };

  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
      <ProfileAvatar
        src={previewUrl ?? currentSrc}
        initials={initials}
        alt={previewUrl ? t('profile.edit.previewAlt') : undefined}
      />
      <div className="grid w-full min-w-0 flex-1 gap-3">
        <FormField
          id="profile-avatar"
          label={t('profile.edit.avatar')}
          error={problem ? t(`profile.edit.${problem}`, { size: maxSize }) : undefined}
          hint={t('profile.edit.avatarHint', { size: maxSize })}
        >
          {(control) => (
            <div className="flex min-w-0 items-center gap-2">
              {/*
               * The native input stays in the tab order (visually hidden) with its label; the
               * visible "Choose photo" label stands in for the browser's own button, whose text
               * follows the browser's language rather than the app's.
               */}
              <input
                {...control}
                ref={inputRef}
                type="file"
                accept={AVATAR_TYPES.join(',')}
                disabled={disabled}
                onChange={choose}
                className="peer sr-only"
              />
              <label
                htmlFor={control.id}
                className={cn(
                  buttonVariants({ variant: 'outline', size: 'sm' }),
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-ring peer-focus-visible:outline-offset-2 peer-disabled:pointer-events-none peer-disabled:opacity-50',
                )}
              >
                <ImageUp aria-hidden="true" />
                {t('profile.edit.choosePhoto')}
              </label>
              <span className="min-w-0 truncate text-muted-foreground text-sm">
                {file ? file.name : t('profile.edit.noPhotoChosen')}
              </span>
              {file && !disabled ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon-sm"
                  className="shrink-0"
                  onClick={clear}
                  aria-label={t('profile.edit.removeSelection')}
                >
                  <X aria-hidden="true" />
                </Button>
              ) : null}
            </div>
          )}
        </FormField>
        {progress !== null ? <UploadProgress value={progress} /> : null}
      </div>
    </div>
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
