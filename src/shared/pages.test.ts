import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firstAnswerUrls, SERVER_PAGES, serverPageAt } from './pages';

const DOCTOR = '0b6f3c1e-8d2a-4c5b-9e7f-1a2b3c4d5e6f';

describe('the pages the server draws', () => {
  it('are found by address, with their params', () => {
    expect(serverPageAt('/')?.page).toBe(SERVER_PAGES.home);
    expect(serverPageAt('/doctors/')?.page).toBe(SERVER_PAGES.doctors);
    expect(serverPageAt(`/doctors/${DOCTOR}`)).toEqual({
      page: SERVER_PAGES.doctor,
      params: { id: DOCTOR },
    });
    expect(serverPageAt('/privacy')?.page).toBe(SERVER_PAGES.privacy);
    expect(serverPageAt('/profile')).toBeNull();
    expect(serverPageAt('/doctors/a/b')).toBeNull();
    expect(serverPageAt('/doctors/%E0%A4%A')).toBeNull();
  });

  it('ask first for the answers their default view requests, as the app writes the URL', () => {
    const doctor = serverPageAt(`/doctors/${DOCTOR}`)!;
    expect(firstAnswerUrls(doctor.page, doctor.params, '')).toEqual([
      `/api/doctors/${DOCTOR}`,
      `/api/doctors/${DOCTOR}/stats`,
      `/api/doctors/${DOCTOR}/reviews?page=1&page_size=10&sort=newest`,
    ]);
    expect(firstAnswerUrls(SERVER_PAGES.doctors, {}, '?q=lan')).toEqual([]);
    expect(firstAnswerUrls(SERVER_PAGES.doctor, { id: 'not-a-doctor' }, '')).toEqual([]);
  });

  it('name modules that exist', () => {
    for (const page of Object.values(SERVER_PAGES)) expect(fs.existsSync(page.module)).toBe(true);
  });
});
