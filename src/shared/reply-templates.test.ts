import { describe, expect, it } from 'vitest';
import {
  fillTemplate,
  replyTemplateCreateSchema,
  replyTemplateUpdateSchema,
  unknownPlaceholders,
} from './reply-templates';

const valid = {
  title_vi: ' Cảm ơn ',
  title_en: 'Thanks',
  body_vi: 'Chào {patient}, cảm ơn bạn đã tin tưởng {doctor} tại {clinic}.',
  body_en: 'Dear {patient}, thank you for trusting {doctor} at {clinic}.',
};

const messages = (input: unknown) => {
  const result = replyTemplateCreateSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('reply template schema', () => {
  it('accepts the three placeholders and trims the texts', () => {
    expect(replyTemplateCreateSchema.parse(valid).title_vi).toBe('Cảm ơn');
  });

  it('refuses blank, too long and unknown placeholders with message keys', () => {
    expect(messages({ ...valid, title_en: '   ' })).toEqual([
      'title_en: validation.replyTemplate.titleRequired',
    ]);
    expect(messages({ ...valid, title_vi: 'x'.repeat(81) })).toEqual([
      'title_vi: validation.replyTemplate.titleTooLong',
    ]);
    expect(messages({ ...valid, body_en: 'x'.repeat(1001) })).toEqual([
      'body_en: validation.replyTemplate.bodyTooLong',
    ]);
    expect(messages({ ...valid, body_vi: 'Chào {name}, hẹn gặp lại.' })).toEqual([
      'body_vi: validation.replyTemplate.unknownPlaceholder',
    ]);
    expect(messages({ ...valid, extra: 1 })).toHaveLength(1);
  });

  it('lets an update change some fields, not none', () => {
    expect(replyTemplateUpdateSchema.parse({ title_en: ' New ' })).toEqual({ title_en: 'New' });
    expect(replyTemplateUpdateSchema.safeParse({}).success).toBe(false);
    expect(replyTemplateUpdateSchema.safeParse({ body_en: 'Hi {Patient}' }).success).toBe(false);
  });
});

describe('placeholders', () => {
  it('lists what is braced but not a placeholder', () => {
    expect(unknownPlaceholders('Hi {patient} {x} {} {doctor}')).toEqual(['{x}', '{}']);
    expect(unknownPlaceholders('Smile :-{ no braces closed')).toEqual([]);
  });

  it('fills every placeholder, every time, and leaves other braces alone', () => {
    const values = { patient: 'Nhung', doctor: 'BS. Lan', clinic: 'An Khang' };
    expect(fillTemplate('{patient}, {doctor} ({clinic}) – {patient} {other}', values)).toBe(
      'Nhung, BS. Lan (An Khang) – Nhung {other}',
    );
    // A value is not read again as a template.
    expect(fillTemplate('{patient}', { ...values, patient: '{doctor}' })).toBe('{doctor}');
  });
});
