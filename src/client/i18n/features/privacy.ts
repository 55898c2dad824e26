import { addFeatureTexts } from '..';
import vietnamese from './privacy.vi.json';

// Imported by every file that shows these texts; lazily loaded code waits for their English.
addFeatureTexts('privacy', vietnamese, () =>
  import('./privacy.en.json').then((module) => module.default),
);
