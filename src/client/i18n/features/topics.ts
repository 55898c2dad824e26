import { addFeatureTexts } from '..';
import vietnamese from './topics.vi.json';

// The names of the comment topics, shown by the dashboard, the portal and the doctor page.
addFeatureTexts('topics', vietnamese, () =>
  import('./topics.en.json').then((module) => module.default),
);
