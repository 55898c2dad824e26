import { addFeatureTexts } from '..';
import vietnamese from './journey.vi.json';

// Imported by every file that shows these texts; lazily loaded code waits for their English.
addFeatureTexts('journey', vietnamese, () =>
  import('./journey.en.json').then((module) => module.default),
);
