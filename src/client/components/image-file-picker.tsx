import { IMAGE_MAX_BYTES } from '@shared/constants';
import { ImageUp, X } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../lib/format';
import { IMAGE_TYPES, type ImageProblem, imageProblem } from '../lib/image-file';
import { cn } from '../lib/utils';
import { Button, buttonVariants } from './ui/button';
import { FormField } from './ui/form-field';

/** i18n keys of the picker's texts; `hint` and the problems get the size limit as `{{size}}`. */
export interface ImagePickerTexts {
  hint: string;
  choose: string;
  noneChosen: string;
  removeSelection: string;
  fileTooLarge: string;
  fileTypeInvalid: string;
}

interface ImageFilePickerProps {
  id: string;
  label: string;
  texts: ImagePickerTexts;
  /** The picture saved today, if any. */
  currentSrc: string | null;
  /** Draws the picture: the chosen file's preview (`isPreview`) or else the saved one. */
  preview: (src: string | null, isPreview: boolean) => ReactNode;
  file: File | null;
  onFileChange: (file: File | null) => void;
  disabled?: boolean;
  className?: string;
  /** Shown under the field, e.g. upload progress. */
  children?: ReactNode;
}

/**
 * Chooses a picture (an avatar, a doctor's or a clinic's): checked here first (image type, 5 MB),
 * previewed at once, and uploaded by the form on save.
 */
export function ImageFilePicker({
  id,
  label,
  texts,
  currentSrc,
  preview,
  file,
  onFileChange,
  disabled,
  className,
  children,
}: ImageFilePickerProps) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const size = `${number(IMAGE_MAX_BYTES / (1024 * 1024))} MB`;

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

  return (
    <div className={cn('flex flex-col gap-4 sm:flex-row sm:items-start', className)}>
      {preview(previewUrl ?? currentSrc, previewUrl !== null)}
      <div className="grid w-full min-w-0 flex-1 gap-3">
        <FormField
          id={id}
          label={label}
          error={problem ? t(texts[problem], { size }) : undefined}
          hint={t(texts.hint, { size })}
        >
          {(control) => (
            <div className="flex min-w-0 items-center gap-2">
              {/*
               * The native input stays in the tab order (visually hidden) with its label; the
               * visible "Choose" label stands in for the browser's own button, whose text
               * follows the browser's language rather than the app's.
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
                {t(texts.choose)}
              </label>
              <span className="min-w-0 truncate text-muted-foreground text-sm">
                {file ? file.name : t(texts.noneChosen)}
              </span>
              {file && !disabled ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon-sm"
                  className="shrink-0"
                  onClick={clear}
                  aria-label={t(texts.removeSelection)}
                >
                  <X aria-hidden="true" />
                </Button>
              ) : null}
            </div>
          )}
        </FormField>
        {children}
      </div>
    </div>
  );
}
