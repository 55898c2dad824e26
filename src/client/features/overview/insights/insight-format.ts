import type { TopicLabel } from '@shared/insights';
import { localizedText } from '@shared/localized';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';
import { useContentLanguage } from '../../../lib/localized';
import '../../../i18n/features/topics';

/** The formats of this screen's figures, in the reader's language. */
export function useInsightFormat() {
  const format = useFormatters();
  return {
    ...format,
    /** An NPS with its sign ('+35', '−12', '0'): it runs from −100 to +100. */
    nps: (value: number) => format.number(value, { signDisplay: 'exceptZero' }),
    /** A window month (YYYY-MM) as a calendar month: 'thg 5 25' / 'May 25'. */
    month: (month: string) => format.monthYear(`${month}-01T00:00:00Z`),
    /** A mean of 1–5 stars, to two decimals so the pull toward the mean shows. */
    score: (value: number) =>
      format.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    /** A share of 0–1, or a dash when there was nothing to share out. */
    share: (value: number | null) => (value === null ? '—' : format.percent(value)),
  };
}

/**
 * A topic's name in the reader's language: a built-in topic through i18n (`topics.<id>`), one
 * the chain added by its own labels (English when it has one).
 */
export function useTopicName() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  return (topic: { topic: string; label?: TopicLabel }) =>
    topic.label
      ? (localizedText(topic.label.vi, topic.label.en, language)?.text ?? topic.topic)
      : t(`topics.${topic.topic}`);
}
