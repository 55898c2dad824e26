import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { Button, type ButtonProps } from '../ui/button';

interface CopyButtonProps {
  text: string;
  label: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}

/** Copies `text`; the clipboard needs a secure context (HTTPS or localhost), so failure is said. */
export function CopyButton({ text, label, size = 'sm', variant = 'outline' }: CopyButtonProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast.success(t('admin.common.copied'));
    } catch {
      toast.error(t('admin.common.copyFailed'));
    }
  };

  return (
    <Button type="button" variant={variant} size={size} onClick={() => void copy()}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {label}
    </Button>
  );
}
