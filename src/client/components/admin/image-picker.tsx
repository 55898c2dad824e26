import { ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ImageFilePicker, type ImagePickerTexts } from '../image-file-picker';

const TEXTS: ImagePickerTexts = {
  hint: 'admin.catalog.image.hint',
  choose: 'admin.catalog.image.choose',
  noneChosen: 'admin.catalog.image.noneChosen',
  removeSelection: 'admin.catalog.image.removeSelection',
  fileTooLarge: 'admin.catalog.image.fileTooLarge',
  fileTypeInvalid: 'admin.catalog.image.fileTypeInvalid',
};

interface ImagePickerProps {
  id: string;
  label: string;
  /** The picture saved today, if any. */
  currentSrc: string | null;
  file: File | null;
  onFileChange: (file: File | null) => void;
  disabled?: boolean;
}

/** A doctor's or clinic's picture, uploaded by the form after the record itself is saved. */
export function ImagePicker(props: ImagePickerProps) {
  const { t } = useTranslation();
  return (
    <ImageFilePicker
      {...props}
      texts={TEXTS}
      preview={(src, isPreview) => (
        <div className="flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-muted">
          {src ? (
            <img
              src={src}
              alt={
                isPreview
                  ? t('admin.catalog.image.previewAlt')
                  : t('admin.catalog.image.currentAlt')
              }
              className="size-full object-cover"
            />
          ) : (
            <ImageOff className="size-8 text-muted-foreground" aria-hidden="true" />
          )}
        </div>
      )}
    />
  );
}
