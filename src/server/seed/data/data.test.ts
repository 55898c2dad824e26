import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from '../../../shared/constants';
import { DEMO_ANNOUNCEMENTS } from './announcements';
import { DEMO_CLINICS } from './clinics';
import { COMMENTS, SPECIALTY_COMMENTS, sentimentOf } from './comments';
import { DEMO_DOCTORS } from './doctors';
import {
  CLINIC_IMAGE_HEIGHT,
  CLINIC_IMAGE_WIDTH,
  clinicImageSvg,
  doctorPortraitSvg,
  PORTRAIT_SIZE,
  renderSvgToWebp,
} from './images';
import { DEMO_BACKGROUND_PATIENTS, DEMO_PATIENTS, DEMO_REVIEW_AUTHORS } from './patients';
import { mulberry32 } from './prng';
import { buildDemoReviews, DEMO_RATING_PLAN, type DemoReview, SCREENED_PENDING } from './reviews';
import { demoSpecialtyOf } from './specialties';
import { DEMO_VISITS, isDemoVisitExpired, VISIT_CODE_ALPHABET } from './visits';

const CLINIC_PHONE = /^\+?\d{3}[-. ]?\d{3}[-. ]?\d{4,6}$/;
const VN_MOBILE = /^0[35789]\d{8}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

const minutes = (time: string) => {
  const m = TIME.exec(time);
  if (!m) throw new Error(`bad time ${time}`);
  return Number(m[1]) * 60 + Number(m[2]);
};
const len = (s: string | null) => (s === null ? 0 : [...s].length);
const mean = (xs: readonly number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;
const round1 = (x: number) => Math.round(x * 10) / 10;

describe('prng', () => {
  it('is deterministic for a seed and stays in [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    for (let i = 0; i < 1000; i++) {
      const x = a();
      expect(x).toBe(b());
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
    expect(mulberry32(1)()).not.toBe(mulberry32(2)());
  });
});

describe('clinics', () => {
  it('has six clinics with unique keys and names, in more than one city', () => {
    expect(DEMO_CLINICS).toHaveLength(6);
    expect(new Set(DEMO_CLINICS.map((c) => c.key)).size).toBe(6);
    expect(new Set(DEMO_CLINICS.map((c) => c.name)).size).toBe(6);
    expect(new Set(DEMO_CLINICS.map((c) => c.city)).size).toBeGreaterThan(1);
    expect(DEMO_CLINICS.filter((c) => c.is_active).length).toBeGreaterThanOrEqual(5);
  });

  it.each(DEMO_CLINICS.map((c) => [c.key, c] as const))(
    '%s fits the schema and form rules',
    (_key, c) => {
      expect(c.name.trim()).not.toBe('');
      expect(len(c.name)).toBeLessThanOrEqual(100);
      expect(c.address.trim()).not.toBe('');
      expect(len(c.address)).toBeLessThanOrEqual(200);
      expect(c.city.trim()).not.toBe('');
      expect(len(c.city)).toBeLessThanOrEqual(100);
      expect(len(c.description)).toBeLessThanOrEqual(500);
      if (c.phone !== null) {
        expect(c.phone).toMatch(CLINIC_PHONE);
        expect(c.phone.length).toBeLessThanOrEqual(20);
      }
      if (c.email !== null) {
        expect(c.email).toMatch(EMAIL);
        expect(c.email.length).toBeLessThanOrEqual(254);
      }
    },
  );

  it.each(DEMO_CLINICS.map((c) => [c.key, c] as const))(
    '%s has valid operating hours',
    (_key, c) => {
      expect(Object.keys(c.operating_hours).sort()).toEqual([...WEEKDAYS].sort());
      let openDays = 0;
      for (const day of WEEKDAYS) {
        const h = c.operating_hours[day];
        if (!h.isOpen) {
          expect(h.open).toBeNull();
          expect(h.close).toBeNull();
          continue;
        }
        openDays++;
        expect(h.open).not.toBeNull();
        expect(h.close).not.toBeNull();
        const open = minutes(h.open as string);
        const close = minutes(h.close as string);
        expect(close).toBeGreaterThan(open);
        expect(open % 15).toBe(0);
        expect(close % 15).toBe(0);
      }
      expect(openDays).toBeGreaterThan(0);
    },
  );
});

describe('doctors', () => {
  it('has twelve doctors: eleven verified and one pending', () => {
    expect(DEMO_DOCTORS).toHaveLength(12);
    expect(DEMO_DOCTORS.filter((d) => d.status === 'verified')).toHaveLength(11);
    expect(DEMO_DOCTORS.filter((d) => d.status === 'pending')).toHaveLength(1);
    expect(new Set(DEMO_DOCTORS.map((d) => d.name)).size).toBe(12);
  });

  it('fits the schema and references existing clinics', () => {
    const clinicKeys = new Set(DEMO_CLINICS.map((c) => c.key));
    for (const d of DEMO_DOCTORS) {
      expect(len(d.name)).toBeLessThanOrEqual(100);
      expect(len(d.specialty)).toBeLessThanOrEqual(100);
      expect(d.specialty.trim()).not.toBe('');
      expect(clinicKeys.has(d.clinicKey)).toBe(true);
      for (const field of [d.education, d.education_en, d.bio, d.bio_en]) {
        if (field !== null) expect(field.trim()).not.toBe('');
      }
    }
  });

  it('has English for every Vietnamese text, and every specialty in the taxonomy', () => {
    for (const d of DEMO_DOCTORS) {
      expect(d.education_en === null).toBe(d.education === null);
      expect(d.bio_en === null).toBe(d.bio === null);
      expect(() => demoSpecialtyOf(d.specialty)).not.toThrow();
    }
    for (const c of DEMO_CLINICS) expect(c.description_en === null).toBe(c.description === null);
    for (const a of DEMO_ANNOUNCEMENTS) {
      expect(a.title_en.trim()).not.toBe('');
      expect(a.content_en.trim()).not.toBe('');
    }
  });

  it('keeps verified doctors in active clinics', () => {
    const active = new Set(DEMO_CLINICS.filter((c) => c.is_active).map((c) => c.key));
    for (const d of DEMO_DOCTORS.filter((x) => x.status === 'verified')) {
      expect(active.has(d.clinicKey)).toBe(true);
    }
  });

  it('covers the search and display-default demos', () => {
    expect(DEMO_DOCTORS.some((d) => d.name.includes('Nguyễn'))).toBe(true);
    expect(DEMO_DOCTORS.filter((d) => /[Đđ]/.test(d.name)).length).toBeGreaterThanOrEqual(3);
    expect(
      DEMO_DOCTORS.some(
        (d) =>
          d.status === 'verified' &&
          d.education === null &&
          d.experience_years === null &&
          d.bio === null,
      ),
    ).toBe(true);
    expect(new Set(DEMO_DOCTORS.map((d) => d.specialty)).size).toBeGreaterThanOrEqual(10);
  });

  it('gives every doctor a distinct portrait', () => {
    const svgs = DEMO_DOCTORS.map((d) => doctorPortraitSvg(d.portrait));
    expect(new Set(svgs).size).toBe(12);
  });
});

describe('patients', () => {
  it('has about ten showcase accounts, two of them English-speaking', () => {
    expect(DEMO_PATIENTS).toHaveLength(10);
    expect(DEMO_PATIENTS.filter((p) => p.language === 'en')).toHaveLength(2);
    expect(DEMO_REVIEW_AUTHORS.slice(0, DEMO_PATIENTS.length)).toEqual(DEMO_PATIENTS);
    expect(DEMO_REVIEW_AUTHORS).toHaveLength(
      DEMO_PATIENTS.length + DEMO_BACKGROUND_PATIENTS.length,
    );
  });

  it('has unique, valid e-mails, names and phones', () => {
    const emails = DEMO_REVIEW_AUTHORS.map((p) => p.email.toLowerCase());
    expect(new Set(emails).size).toBe(emails.length);
    expect(new Set(DEMO_REVIEW_AUTHORS.map((p) => p.phone)).size).toBe(DEMO_REVIEW_AUTHORS.length);
    for (const p of DEMO_REVIEW_AUTHORS) {
      expect(p.email).toMatch(/^[a-z0-9.]+@example\.com$/);
      expect(p.phone).toMatch(VN_MOBILE);
      expect(p.firstName.trim()).not.toBe('');
      expect(p.lastName.trim()).not.toBe('');
      expect(len(p.firstName)).toBeLessThanOrEqual(100);
      expect(len(p.lastName)).toBeLessThanOrEqual(100);
    }
  });
});

describe('reviews', () => {
  const reviews = buildDemoReviews();
  const approved = reviews.filter((r) => r.status === 'approved');

  it('is deterministic', () => {
    expect(buildDemoReviews()).toEqual(reviews);
  });

  it('has integer scores 1 to 5 correlated with the rating', () => {
    for (const r of reviews) {
      for (const v of [r.rating, r.medical_expertise, r.customer_experience, r.compliance]) {
        expect(Number.isInteger(v)).toBe(true);
        expect(v).toBeGreaterThanOrEqual(1);
        expect(v).toBeLessThanOrEqual(5);
      }
      if (r.status !== 'reported') {
        for (const v of [r.medical_expertise, r.customer_experience, r.compliance]) {
          expect(Math.abs(v - r.rating)).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it('references existing doctors and authors, with unique (patient, doctor) pairs', () => {
    const pairs = new Set<string>();
    for (const r of reviews) {
      expect(DEMO_DOCTORS[r.doctorIndex]).toBeDefined();
      if (r.patientIndex === null) {
        expect(r.is_anonymous).toBe(true);
        continue;
      }
      expect(DEMO_REVIEW_AUTHORS[r.patientIndex]).toBeDefined();
      const key = `${r.patientIndex}:${r.doctorIndex}`;
      expect(pairs.has(key)).toBe(false);
      pairs.add(key);
    }
  });

  it('gives every verified doctor 4 to 30 approved reviews and none to the pending one', () => {
    DEMO_DOCTORS.forEach((d, i) => {
      const count = approved.filter((r) => r.doctorIndex === i).length;
      if (d.status === 'verified') {
        expect(count).toBeGreaterThanOrEqual(4);
        expect(count).toBeLessThanOrEqual(30);
      } else {
        expect(reviews.filter((r) => r.doctorIndex === i)).toHaveLength(0);
      }
    });
    expect(DEMO_RATING_PLAN.map((p) => p.doctorIndex).sort((a, b) => a - b)).toEqual(
      DEMO_DOCTORS.flatMap((d, i) => (d.status === 'verified' ? [i] : [])),
    );
  });

  it('gives doctors clearly different averages and counts', () => {
    const averages = DEMO_RATING_PLAN.map((p) => {
      const ratings = approved.filter((r) => r.doctorIndex === p.doctorIndex).map((r) => r.rating);
      expect(ratings).toHaveLength(p.approved);
      expect(round1(mean(ratings))).toBe(p.targetAverage);
      return p.targetAverage;
    });
    expect(new Set(averages).size).toBe(averages.length);
    expect(Math.max(...averages) - Math.min(...averages)).toBeGreaterThanOrEqual(1);
    expect(new Set(DEMO_RATING_PLAN.map((p) => p.approved)).size).toBe(DEMO_RATING_PLAN.length);
  });

  it('has about six pending and three reported reviews spread across doctors', () => {
    const pending = reviews.filter((r) => r.status === 'pending');
    const reported = reviews.filter((r) => r.status === 'reported');
    // Six of everyday text, and those written for the moderation assistant's demo.
    expect(pending).toHaveLength(6 + SCREENED_PENDING.length);
    expect(reported).toHaveLength(3);
    expect(new Set(pending.map((r) => r.doctorIndex)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(reported.map((r) => r.doctorIndex)).size).toBe(3);
    for (const r of reported) {
      expect(r.reportReason).toBeDefined();
      expect(r.reportedByPatientIndex).toBeDefined();
      expect(r.reportedByPatientIndex).not.toBe(r.patientIndex);
      expect(DEMO_REVIEW_AUTHORS[r.reportedByPatientIndex as number]).toBeDefined();
    }
    for (const r of reviews.filter((x) => x.status !== 'reported')) {
      expect(r.reportReason).toBeUndefined();
    }
  });

  it('has realistic, distinct comments within limits', () => {
    const comments = reviews.flatMap((r) => (r.comment === null ? [] : [r.comment]));
    expect(new Set(comments).size).toBe(comments.length);
    expect(comments.length).toBeGreaterThanOrEqual(60);
    for (const c of comments) {
      expect(c.trim()).toBe(c);
      expect(len(c)).toBeGreaterThan(0);
      expect(len(c)).toBeLessThanOrEqual(2000);
      // A phone number or an e-mail address would flag the review.
      expect(c).not.toMatch(/\d{8,}|@/);
    }
    const nulls = reviews.filter((r) => r.comment === null).length;
    expect(nulls).toBeGreaterThan(0);
    expect(nulls).toBeLessThan(reviews.length * 0.15);
  });

  it('matches comment sentiment to the rating', () => {
    const written = new Set(SCREENED_PENDING.map((p) => p.comment));
    for (const r of reviews.filter(
      (x) => x.status !== 'reported' && x.comment !== null && !written.has(x.comment),
    )) {
      const sentiment = sentimentOf(r.rating);
      const specialty = DEMO_DOCTORS[r.doctorIndex]?.specialty ?? '';
      const bases = [
        ...COMMENTS[sentiment].vi,
        ...COMMENTS[sentiment].en,
        ...(r.rating >= 4 ? (SPECIALTY_COMMENTS[specialty] ?? []) : []),
      ];
      expect(bases.some((base) => (r.comment as string).startsWith(base))).toBe(true);
    }
  });

  it('has about 20% anonymous reviews and dates within 400 days', () => {
    const share = reviews.filter((r) => r.is_anonymous).length / reviews.length;
    expect(share).toBeGreaterThan(0.12);
    expect(share).toBeLessThan(0.3);
    for (const r of reviews) {
      expect(Number.isInteger(r.daysAgo)).toBe(true);
      expect(r.daysAgo).toBeGreaterThanOrEqual(0);
      expect(r.daysAgo).toBeLessThanOrEqual(400);
    }
  });

  it('leaves each showcase patient free to review the doctors of their demo visit', () => {
    const reviewed = new Set(
      reviews.flatMap((r: DemoReview) =>
        r.patientIndex === null ? [] : [`${r.patientIndex}:${r.doctorIndex}`],
      ),
    );
    for (const v of DEMO_VISITS.filter((x) => !isDemoVisitExpired(x))) {
      for (const d of v.doctorIndexes) expect(reviewed.has(`${v.patientIndex}:${d}`)).toBe(false);
    }
  });
});

describe('visits', () => {
  it('has unique 8-character codes from the unambiguous alphabet', () => {
    expect(VISIT_CODE_ALPHABET).not.toMatch(/[0O1IL]/);
    const codes = DEMO_VISITS.map((v) => v.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) {
      expect(code).toHaveLength(8);
      for (const ch of code) expect(VISIT_CODE_ALPHABET).toContain(ch);
    }
  });

  it('has about eight valid recent visits and one expired', () => {
    const valid = DEMO_VISITS.filter((v) => !isDemoVisitExpired(v));
    const expired = DEMO_VISITS.filter(isDemoVisitExpired);
    expect(valid.length).toBeGreaterThanOrEqual(7);
    expect(expired).toHaveLength(1);
    expect(expired[0]).toMatchObject({ daysAgo: 200, validDays: 90 });
    for (const v of valid) {
      expect(v.daysAgo).toBeGreaterThanOrEqual(0);
      expect(v.daysAgo).toBeLessThanOrEqual(30);
      expect(v.validDays).toBe(90);
    }
  });

  it('lists 1 to 3 verified doctors of the visit clinic and a Vietnamese mobile number', () => {
    for (const v of DEMO_VISITS) {
      expect(v.phone).toMatch(VN_MOBILE);
      expect(v.doctorIndexes.length).toBeGreaterThanOrEqual(1);
      expect(v.doctorIndexes.length).toBeLessThanOrEqual(3);
      expect(new Set(v.doctorIndexes).size).toBe(v.doctorIndexes.length);
      for (const i of v.doctorIndexes) {
        const d = DEMO_DOCTORS[i];
        expect(d?.status).toBe('verified');
        expect(d?.clinicKey).toBe(v.clinicKey);
      }
      expect(DEMO_PATIENTS[v.patientIndex]?.phone).toBe(v.phone);
    }
  });
});

describe('announcements', () => {
  it('has three non-blank announcements within limits', () => {
    expect(DEMO_ANNOUNCEMENTS).toHaveLength(3);
    for (const a of DEMO_ANNOUNCEMENTS) {
      expect(a.title.trim()).not.toBe('');
      expect(a.content.trim()).not.toBe('');
      expect(len(a.title)).toBeLessThanOrEqual(200);
      expect(a.daysAgo).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('images', () => {
  it('draws with shapes only: no text, fonts or external references', () => {
    const svgs = [
      ...DEMO_DOCTORS.map((d) => doctorPortraitSvg(d.portrait)),
      ...DEMO_CLINICS.map((_c, i) => clinicImageSvg(i)),
    ];
    for (const svg of svgs) {
      expect(svg).not.toMatch(/<text|<image|font-family|href=/);
    }
    expect(new Set(DEMO_CLINICS.map((_c, i) => clinicImageSvg(i))).size).toBe(DEMO_CLINICS.length);
  });

  it.each(DEMO_DOCTORS.map((d, i) => [i, d.name, d] as const))(
    'portrait %i (%s) renders to a 400×400 WebP',
    async (_i, _name, d) => {
      const webp = await renderSvgToWebp(doctorPortraitSvg(d.portrait), PORTRAIT_SIZE);
      expect(webp.length).toBeGreaterThan(1000);
      const meta = await sharp(webp).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(400);
      expect(meta.height).toBe(400);
    },
  );

  it('renders a clinic image to an 800×450 WebP', async () => {
    const webp = await renderSvgToWebp(clinicImageSvg(0), CLINIC_IMAGE_WIDTH);
    const meta = await sharp(webp).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(CLINIC_IMAGE_WIDTH);
    expect(meta.height).toBe(CLINIC_IMAGE_HEIGHT);
  });
});
