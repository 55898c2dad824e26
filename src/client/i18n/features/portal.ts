import { addFeatureTexts } from '..';
import vietnamese from './portal.vi.json';

// Imported by every file that shows these texts; lazily loaded code waits for their English.
addFeatureTexts('portal', vietnamese, () =>
  import('./portal.en.json').then((module) => module.default),
);
