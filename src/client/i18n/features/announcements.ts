import { addFeatureTexts } from '..';
import vietnamese from './announcements.vi.json';

// Imported by every file that shows these texts; lazily loaded code waits for their English.
addFeatureTexts('announcements', vietnamese, () =>
  import('./announcements.en.json').then((module) => module.default),
);
