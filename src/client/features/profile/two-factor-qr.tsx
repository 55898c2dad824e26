import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../i18n/features/profile';

/**
 * The otpauth:// URI as a QR code for phone authenticator apps. Rendered as an SVG data URL:
 * no canvas needed, and the CSP already allows data: images.
 */
export function TwoFactorQr({ uri }: { uri: string }) {
  const { t } = useTranslation();
  const [svg, setSvg] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    // Loaded on demand: only people turning on two-factor need the QR encoder.
    import('qrcode')
      .then((qrcode) => qrcode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((markup) => {
        if (current) setSvg(markup);
      })
      // The secret key and link below still let the user finish setting up.
      .catch(() => setSvg(null));
    return () => {
      current = false;
    };
  }, [uri]);

  if (!svg) return null;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={t('profile.security.qrCode')}
      width={176}
      height={176}
      className="size-44 rounded-lg border bg-white p-2"
    />
  );
}
