import { addFeatureTexts } from '..';
import vietnamese from './replies.vi.json';

// Imported by every file that shows these texts; lazily loaded code waits for their English.
addFeatureTexts('replies', vietnamese, () =>
  import('./replies.en.json').then((module) => module.default),
);
