import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { doctors } from '../../db/schema';
import { testAppForFile } from '../../test/file-app';
import { makeDoctor } from '../../test/fixtures';

const t = testAppForFile();
const PAGE =
  '<!doctype html><html lang="vi"><head><title>x</title></head><body><div id="root"></div></body></html>';
beforeAll(() => {
  // The doctor page's head (title, JSON-LD) goes into the built page.
  fs.mkdirSync(path.join(t.dataDir, 'client'), { recursive: true });
  fs.writeFileSync(path.join(t.dataDir, 'client', 'index.html'), PAGE);
});

const jsonLdOf = (html: string) => {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0]![1]!) as { description?: string; name: string };
};

describe("a doctor page's head", () => {
  it("keeps $', $` and $& in a bio as they are: the page is not copied into the head", async () => {
    const doctor = await makeDoctor(t);
    const bio = "Giá khám $' rẻ, $` nhanh và $& tận tâm; $$ cũng vậy.";
    await t.database.db.update(doctors).set({ bio }).where(eq(doctors.id, doctor.id));
    const res = await t.request('GET', `/doctors/${doctor.id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(jsonLdOf(html).description).toBe(bio);
    // One page: one head, one body, the root once.
    for (const part of ['<head>', '</head>', '<body>', '<div id="root">', '</html>']) {
      expect(html.split(part), part).toHaveLength(2);
    }
    expect(html.indexOf('</head>')).toBeLessThan(html.indexOf('<body>'));
    expect(html).toContain('&#39; rẻ, $` nhanh và $&amp; tận tâm');
  });
});
