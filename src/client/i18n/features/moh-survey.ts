import { addFeatureTexts } from '..';
import vietnamese from './moh-survey.vi.json';

// The ministry's outpatient survey offered after a review; the server's export reads the
// Vietnamese items from the same file, so the form and the workbook say the same words.
addFeatureTexts('mohSurvey', vietnamese, () =>
  import('./moh-survey.en.json').then((module) => module.default),
);
