import { addFeatureTexts } from '..';
import vietnamese from './transparency.vi.json';

// Imported by every file that shows these texts; lazily loaded code waits for their English.
addFeatureTexts('transparency', vietnamese, () =>
  import('./transparency.en.json').then((module) => module.default),
);
