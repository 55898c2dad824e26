import { addFeatureTexts } from '..';
import vietnamese from './doctors.vi.json';

// Imported by every file that shows these texts; lazily loaded code waits for their English.
addFeatureTexts('doctors', vietnamese, () =>
  import('./doctors.en.json').then((module) => module.default),
);
