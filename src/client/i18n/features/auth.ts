import { addFeatureTexts } from '..';
import vietnamese from './auth.vi.json';

// Imported by every file that shows these texts; lazily loaded code waits for their English.
addFeatureTexts('auth', vietnamese, () =>
  import('./auth.en.json').then((module) => module.default),
);
