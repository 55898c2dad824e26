/**
 * The topics patients talk about in comments. The ids are stable (stored on reviews and in the
 * monthly rollups); the screens name them through i18n (`topics.<id>`).
 */
export const TOPIC_IDS = [
  'waiting_time',
  'explanation',
  'attitude',
  'cost',
  'facilities',
  'results',
  'procedures',
] as const;
export type TopicId = (typeof TOPIC_IDS)[number];
