/**
 * A clinic's month of the outpatient survey as one sheet, in the order of the ministry's form, for
 * a person entering it into the ministry's system: the clinic, month and number of forms; per item
 * its counts per level, answers, satisfaction rate and mean; the same per section and overall;
 * G's answers and mean; H's counts per option. Words are the form's Vietnamese.
 */
import ExcelJS from 'exceljs';
import texts from '../../../client/i18n/features/moh-survey.vi.json';
import {
  MOH_ITEMS,
  MOH_LEVELS,
  MOH_RETURN_OPTIONS,
  MOH_SATISFIED_FROM,
  MOH_SECTIONS,
  type MohItem,
  type MohMonthCounts,
} from '../../../shared/moh-survey';

const w = texts.mohSurvey.workbook;
const s = texts.mohSurvey;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/{{\s*(\w+)\s*}}/g, (_, key: string) => String(values[key] ?? ''));

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** Answers, the satisfaction rate (% at levels 4–5) and the mean of counts per level 1–5. */
export function levelFigures(levels: readonly number[]) {
  const answered = levels.reduce((sum, n) => sum + n, 0);
  if (answered === 0) return { answered, rate: null, mean: null };
  const satisfied = levels.slice(MOH_SATISFIED_FROM - 1).reduce((sum, n) => sum + n, 0);
  const points = levels.reduce((sum, n, i) => sum + n * (i + 1), 0);
  return {
    answered,
    rate: round((100 * satisfied) / answered, 1),
    mean: round(points / answered, 2),
  };
}

/** Level by level, the sum of the items' counts: a section's (or all items') answers pooled. */
const pooled = (counts: MohMonthCounts, items: readonly MohItem[]) =>
  MOH_LEVELS.map((_, i) =>
    items.reduce((sum, item) => sum + (counts.items[item.code]?.[i] ?? 0), 0),
  );

const levelRow = (code: string, text: string, levels: readonly number[], source?: string) => {
  const { answered, rate, mean } = levelFigures(levels);
  return [code, text, ...levels, answered, rate, mean, source ?? null];
};

const sourceOf = (item: MohItem) =>
  item.from_review ? fill(w.fromReview, { score: w.scores[item.from_review] }) : w.fromForm;

export async function buildOutpatientWorkbook(counts: MohMonthCounts): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(w.sheet);
  sheet.columns = [10, 70, 8, 8, 8, 8, 8, 11, 12, 11, 34].map((width) => ({ width }));
  const bold = (row: ExcelJS.Row) => {
    row.font = { bold: true };
  };
  const [year, month] = counts.month.split('-');

  bold(sheet.addRow([w.title]));
  sheet.addRow([w.clinic, counts.clinic.name]);
  sheet.addRow([w.month, `${month}/${year}`]);
  sheet.addRow([w.forms, counts.responses]);
  sheet.addRow([]);

  const header = [
    w.code,
    w.text,
    ...MOH_LEVELS.map((level) => fill(w.level, { level })),
    w.answered,
    w.rate,
    w.mean,
  ];
  bold(sheet.addRow([...header, w.source]));
  for (const section of MOH_SECTIONS) {
    bold(sheet.addRow([section, s.sections[section]]));
    for (const item of MOH_ITEMS.filter((i) => i.section === section)) {
      const text = s.items[item.code as keyof typeof s.items];
      sheet.addRow(
        levelRow(item.code, text, counts.items[item.code] ?? [0, 0, 0, 0, 0], sourceOf(item)),
      );
    }
  }
  sheet.addRow([]);

  bold(sheet.addRow([w.summary]));
  bold(sheet.addRow(header));
  for (const section of MOH_SECTIONS) {
    const items = MOH_ITEMS.filter((i) => i.section === section);
    sheet.addRow(levelRow(section, s.sections[section], pooled(counts, items)));
  }
  bold(sheet.addRow(levelRow('A–E', w.overall, pooled(counts, MOH_ITEMS))));
  sheet.addRow([]);

  bold(sheet.addRow([w.code, w.text, w.answered, w.expectationMean]));
  sheet.addRow(['G', s.expectation.question, counts.expectation.answers, counts.expectation.mean]);
  sheet.addRow([]);

  bold(sheet.addRow([w.code, w.text, w.returnIntent]));
  bold(sheet.addRow(['H', s.returnIntent.question]));
  for (const option of MOH_RETURN_OPTIONS) {
    sheet.addRow([
      `H${option}`,
      s.returnIntent.options[String(option) as keyof typeof s.returnIntent.options],
      counts.return_intent[option - 1] ?? 0,
    ]);
  }
  sheet.addRow([]);
  for (const level of MOH_LEVELS) {
    sheet.addRow([fill(w.level, { level }), s.levels[String(level) as keyof typeof s.levels]]);
  }
  sheet.addRow([w.rateNote]);

  sheet.getColumn(2).alignment = { wrapText: true, vertical: 'top' };
  sheet.views = [{ state: 'frozen', ySplit: 6 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
