import { MESSAGE_CHANNELS, type MessageChannel } from '@shared/messages';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';

interface InvitationChannelsEditorProps {
  /** The channels in use, in the order they are tried. */
  value: MessageChannel[];
  onChange: (next: MessageChannel[]) => void;
  disabled?: boolean;
  /** The id of the error shown under the list, when there is one. */
  errorId?: string;
}

/** Moves the item at `from` one place up (-1) or down (+1). */
function moved<T>(list: T[], from: number, step: -1 | 1): T[] {
  const next = [...list];
  const to = from + step;
  [next[from], next[to]] = [next[to] as T, next[from] as T];
  return next;
}

/**
 * A clinic's invitation channels: each switched on or off, and those in use put in order with
 * buttons (keyboard-usable, unlike dragging). Channels not in use are listed after, unnumbered.
 */
export function InvitationChannelsEditor({
  value,
  onChange,
  disabled,
  errorId,
}: InvitationChannelsEditorProps) {
  const { t } = useTranslation();
  const unused = MESSAGE_CHANNELS.filter((channel) => !value.includes(channel));
  const rows = [...value, ...unused];
  return (
    <ol className="grid gap-2" aria-describedby={errorId}>
      {rows.map((channel) => {
        const position = value.indexOf(channel);
        const inUse = position >= 0;
        const name = t(`admin.clinics.form.channels.${channel}`);
        const id = `clinic-channel-${channel}`;
        return (
          <li
            key={channel}
            className="flex min-h-11 items-center gap-3 rounded-md border px-3 py-1.5"
          >
            <Checkbox
              id={id}
              checked={inUse}
              disabled={disabled}
              aria-label={t('admin.clinics.form.channelUse', { channel: name })}
              onCheckedChange={(checked) =>
                onChange(checked ? [...value, channel] : value.filter((c) => c !== channel))
              }
            />
            <Label htmlFor={id} className="flex-1 font-normal">
              {inUse ? (
                <span className="mr-1 tabular-nums text-muted-foreground">
                  {t('admin.clinics.form.channelPosition', { position: position + 1 })}
                </span>
              ) : null}
              {name}
            </Label>
            {inUse ? (
              <span className="flex gap-1">
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  disabled={disabled || position === 0}
                  aria-label={t('admin.clinics.form.moveUp', { channel: name })}
                  onClick={() => onChange(moved(value, position, -1))}
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  disabled={disabled || position === value.length - 1}
                  aria-label={t('admin.clinics.form.moveDown', { channel: name })}
                  onClick={() => onChange(moved(value, position, 1))}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
              </span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
