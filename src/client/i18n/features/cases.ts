import { addFeatureTexts } from '..';
import vietnamese from './cases.vi.json';

// Imported by every file that shows these texts; lazily loaded code waits for their English.
addFeatureTexts('cases', vietnamese, () =>
  import('./cases.en.json').then((module) => module.default),
);
