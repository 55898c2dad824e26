import { addFeatureTexts } from '..';
import vietnamese from './profile.vi.json';

// Imported by every file that shows these texts; lazily loaded code waits for their English.
addFeatureTexts('profile', vietnamese, () =>
  import('./profile.en.json').then((module) => module.default),
);
