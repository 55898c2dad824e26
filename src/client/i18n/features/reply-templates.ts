import { addFeatureTexts } from '..';
import vietnamese from './reply-templates.vi.json';

// Imported by every file that shows these texts; lazily loaded code waits for their English.
addFeatureTexts('reply-templates', vietnamese, () =>
  import('./reply-templates.en.json').then((module) => module.default),
);
