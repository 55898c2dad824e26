import { addFeatureTexts } from '..';
import vietnamese from './feedback.vi.json';

// Imported by every file that shows these texts; lazily loaded code waits for their English.
addFeatureTexts('feedback', vietnamese, () =>
  import('./feedback.en.json').then((module) => module.default),
);
