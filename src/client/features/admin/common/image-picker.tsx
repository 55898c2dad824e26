import { IMAGE_MAX_BYTES } from '@shared/constants';
import { ImageOff, ImageUp, X } from 'lucide-react';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonVariants } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { useFormatters } from '../../../lib/format';
import { cn } from '../../../lib/utils';
import { IMAGE_TYPES, type ImageProblem, imageProblem } from './image-rules';

interface ImagePickerProps {
  id: string;
  label: string;
  /** The picture saved today, if any. */
  currentSrc: string | null;
  file: File | null;
  onFileChange: (file: File | null) => void;
  disabled?: boolean;
}

/**
 * Chooses a picture: checked here first (image type, 5 MB), previewed at once, and uploaded by
 * the form after the record itself is saved.
 */
export function ImagePicker({
  id,
  label,
  currentSrc,
  file,
  onFileChange,
  disabled,
}: ImagePickerProps) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const maxSize = `${number(IMAGE_MAX_BYTES / (1024 * 1024))} MB`;

  useEffect(() => {
    let url: string | null = null;
    try {
      url = file ? URL.createObjectURL(file) : null;
    } catch {
      // No preview where object URLs are unavailable (old engines, tests); the upload still works.
    }
    setPreviewUrl(url);
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [file]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (!chosen) return;
    const reason = imageProblem(chosen);
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

  const shown = previewUrl ?? currentSrc;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-muted">
        {shown ? (
          <img
            src={shown}
            alt={
              previewUrl ? t('admin.catalog.image.previewAlt') : t('admin.catalog.image.currentAlt')
            }
            className="size-full object-cover"
          />
        ) : (
          <ImageOff className="size-8 text-muted-foreground" aria-hidden="true" />
        )}
      </div>
      <FormField
        id={id}
        className="min-w-0 flex-1"
        label={label}
        error={problem ? t(`admin.catalog.image.${problem}`, { size: maxSize }) : undefined}
        hint={t('admin.catalog.image.hint', { size: maxSize })}
      >
        {(control) => (
          <div className="flex min-w-0 items-center gap-2">
            {/*
             * The native input stays in the tab order (visually hidden) with its label; the visible
             * "Choose image" label stands in for the browser's own button, whose text follows the
             * browser's language rather than the app's.
             */}
            <input
              {...control}
              ref={inputRef}
              type="file"
              accept={IMAGE_TYPES.join(',')}
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
              {t('admin.catalog.image.choose')}
            </label>
            <span className="min-w-0 truncate text-muted-foreground text-sm">
              {file ? file.name : t('admin.catalog.image.noneChosen')}
            </span>
            {file && !disabled ? (
              <Button
                type="button"
                variant="ghost"
                size="icon-sm"
                className="shrink-0"
                onClick={clear}
                aria-label={t('admin.catalog.image.removeSelection')}
              >
                <X aria-hidden="true" />
              </Button>
            ) : null}
          </div>
        )}
      </FormField>
    </div>
  );
}
