/**
 * The topic figures of a selection: per topic (the built-in ones, then the chain's own with their
 * names) its mentions among published comments, the shares of low and high reviews with a comment
 * that mention it, and the mentions per month.
 */
import type { TopicLabel, TopicsReport } from '../../../shared/insights';
import { TOPIC_IDS } from '../../../shared/topics';
import type { Db } from '../../db/client';
import { listChainTopics } from '../topics/chain-service';
import type * as repo from './repo';

/** The topics figures are given for: the built-in ones, then the chain's own with their names. */
export interface KnownTopic {
  id: string;
  label?: TopicLabel;
}

export async function knownTopics(db: Db): Promise<KnownTopic[]> {
  const chain = await listChainTopics(db);
  return [
    ...TOPIC_IDS.map((id) => ({ id })),
    ...chain.items.map((c) => ({ id: c.key, label: { vi: c.label_vi, en: c.label_en } })),
  ];
}

export function topicsReport(
  months: string[],
  rows: repo.DoctorMonthRow[],
  topicRows: repo.TopicMonthRow[],
  known: readonly KnownTopic[],
): TopicsReport {
  const sum = (k: 'commented' | 'low_commented' | 'high_commented') =>
    rows.reduce((s, r) => s + r[k], 0);
  const commented = sum('commented');
  const low = sum('low_commented');
  const high = sum('high_commented');
  const ids = new Set(known.map((k) => k.id));
  const topics = known
    .map(({ id, label }) => {
      const mine = topicRows.filter((t) => t.topic === id);
      const t = mine.reduce((a, r) => ({ m: a.m + r.mentions, l: a.l + r.low, h: a.h + r.high }), {
        m: 0,
        l: 0,
        h: 0,
      });
      return {
        topic: id,
        ...(label ? { label } : {}),
        mentions: t.m,
        low: t.l,
        high: t.h,
        low_share: low > 0 ? t.l / low : null,
        high_share: high > 0 ? t.h / high : null,
      };
    })
    .sort((a, b) => b.mentions - a.mentions);
  return {
    commented,
    low_commented: low,
    high_commented: high,
    topics,
    months: months.map((month) => ({
      month,
      commented: rows.filter((r) => r.month === month).reduce((s, r) => s + r.commented, 0),
      mentions: Object.fromEntries(
        topicRows
          .filter((t) => t.month === month && ids.has(t.topic))
          .map((t) => [t.topic, t.mentions]),
      ),
    })),
  };
}
