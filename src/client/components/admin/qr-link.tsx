import { Copy, Download } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Label } from '../ui/label';

interface QrImages {
  svg: string;
  png: string;
}

/** Both images of the link; the encoder loads on demand, only when a QR is shown. */
function useQrImages(url: string): QrImages | null {
  const [images, setImages] = useState<QrImages | null>(null);
  useEffect(() => {
    let current = true;
    import('qrcode')
      .then(async (qrcode) => {
        const options = { margin: 2, errorCorrectionLevel: 'M' as const };
        const [svg, png] = await Promise.all([
          qrcode.toString(url, { ...options, type: 'svg' }),
          qrcode.toDataURL(url, { ...options, width: 512 }),
        ]);
        return { svg: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, png };
      })
      .then((made) => {
        if (current) setImages(made);
      })
      // The link itself stays usable (copy) without the picture.
      .catch(() => setImages(null));
    return () => {
      current = false;
    };
  }, [url]);
  return images;
}

/** A link to share: shown read-only, copied with one click, and as a QR code to download. */
export function QrLink({ url, fileName }: { url: string; fileName: string }) {
  const { t } = useTranslation();
  const id = useId();
  const images = useQrImages(url);
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => toast.success(t('admin.invite.copied')),
      () => undefined,
    );
  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor={id}>{t('admin.invite.link')}</Label>
        <div className="flex gap-2">
          <Input id={id} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
          <Button type="button" variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            {t('admin.invite.copy')}
          </Button>
        </div>
      </div>
      {images ? (
        <div className="flex flex-wrap items-end gap-4">
          <img
            src={images.svg}
            alt={t('admin.invite.qrAlt')}
            width={176}
            height={176}
            className="size-44 rounded-lg border bg-white p-1"
          />
          <div className="flex flex-col gap-2">
            <Button asChild variant="outline" size="sm">
              <a href={images.png} download={`${fileName}.png`}>
                <Download aria-hidden="true" />
                {t('admin.invite.qrPng')}
              </a>
            </Button>
            <Button asChild variant="outline" size="sm">
              <a href={images.svg} download={`${fileName}.svg`}>
                <Download aria-hidden="true" />
                {t('admin.invite.qrSvg')}
              </a>
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
