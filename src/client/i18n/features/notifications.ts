import { addFeatureTexts } from '..';
import vietnamese from './notifications.vi.json';

// Imported by every file that shows these texts; lazily loaded code waits for their English.
addFeatureTexts('notifications', vietnamese, () =>
  import('./notifications.en.json').then((module) => module.default),
);
