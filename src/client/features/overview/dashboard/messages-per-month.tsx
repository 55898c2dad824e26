import type { Dashboard } from '@shared/admin';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';
import { cn } from '../../../lib/utils';
import { EmptyNote } from './empty-note';

const COLUMNS = ['month', 'channel', 'sent', 'delivered', 'failed'] as const;

/** Invitations and reminders sent per month and channel: what the clinic pays for. */
export function MessagesPerMonth({ messages }: { messages: Dashboard['messages'] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (messages.length === 0) return <EmptyNote>{t('admin.dashboard.messages.empty')}</EmptyNote>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b text-muted-foreground">
            {COLUMNS.map((column, i) => (
              <th
                key={column}
                scope="col"
                className={cn('py-2 font-medium', i < 2 ? 'text-start' : 'text-end')}
              >
                {t(`admin.dashboard.messages.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {messages.map((m) => (
            <tr key={`${m.month}-${m.channel}`} className="border-b last:border-0">
              <td className="py-2">{format.monthYear(`${m.month}-01T00:00:00Z`)}</td>
              <td className="py-2">{t(`admin.dashboard.messages.channels.${m.channel}`)}</td>
              <td className="py-2 text-end tabular-nums">{format.number(m.sent)}</td>
              <td className="py-2 text-end tabular-nums">
                {/* Only the phone channels' providers send delivery receipts. */}
                {m.channel === 'email' ? t('admin.common.dash') : format.number(m.delivered)}
              </td>
              <td className="py-2 text-end tabular-nums">{format.number(m.failed)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
