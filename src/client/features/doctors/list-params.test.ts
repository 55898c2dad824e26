import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_PARAMS,
  locationValue,
  parseListParams,
  parseLocationValue,
  serializeListParams,
  updateListParams,
} from './list-params';

const CLINIC = '0b7c2a52-7c1e-4f7e-9a53-3c0d1b2e4f60';

describe('doctor list URL parameters', () => {
  it('reads an empty URL as the defaults and writes the defaults as an empty URL', () => {
    expect(parseListParams(new URLSearchParams())).toEqual(DEFAULT_LIST_PARAMS);
    expect(serializeListParams(DEFAULT_LIST_PARAMS).toString()).toBe('');
  });

  it('round-trips every parameter', () => {
    const url = `q=nguyen&specialty=Tim+m%E1%BA%A1ch&clinic_id=${CLINIC}&min_rating=3.5&sort=rating&page=3&page_size=24`;
    const params = parseListParams(new URLSearchParams(url));
    expect(params).toEqual({
      q: 'nguyen',
      specialty: 'Tim mạch',
      city: null,
      clinic_id: CLINIC,
      min_rating: 3.5,
      sort: 'rating',
      page: 3,
      page_size: 24,
    });
    expect(serializeListParams(params).toString()).toBe(url);
  });

  it('replaces invalid values with defaults instead of sending them to the server', () => {
    const params = parseListParams(
      new URLSearchParams(
        'q=%20%20&page=-1&page_size=13&sort=age&min_rating=9&clinic_id=nope&city=H%C3%A0+N%E1%BB%99i',
      ),
    );
    expect(params).toEqual({ ...DEFAULT_LIST_PARAMS, min_rating: 5, city: 'Hà Nội' });
    expect(parseListParams(new URLSearchParams('min_rating=2.3&page=2.5')).min_rating).toBe(2.5);
    expect(parseListParams(new URLSearchParams('page=2.5')).page).toBe(1);
    expect(parseListParams(new URLSearchParams('min_rating=abc')).min_rating).toBe(0);
  });

  it('prefers the clinic when a link names both a clinic and a city', () => {
    const params = parseListParams(new URLSearchParams(`city=Hà Nội&clinic_id=${CLINIC}`));
    expect(params.city).toBeNull();
    expect(params.clinic_id).toBe(CLINIC);
  });

  it('goes back to page 1 on any change except the page itself', () => {
    const onPage3 = { ...DEFAULT_LIST_PARAMS, page: 3 };
    expect(updateListParams(onPage3, { page: 4 }).page).toBe(4);
    expect(updateListParams(onPage3, { q: 'dat' }).page).toBe(1);
    expect(updateListParams(onPage3, { specialty: 'Nhi khoa' }).page).toBe(1);
    expect(updateListParams(onPage3, { min_rating: 4 }).page).toBe(1);
    expect(updateListParams(onPage3, { page_size: 48 }).page).toBe(1);
    expect(updateListParams(onPage3, { sort: 'reviews' }).page).toBe(1);
  });

  it('maps the location select to a city or a clinic', () => {
    expect(locationValue({ city: null, clinic_id: null })).toBe('all');
    expect(locationValue({ city: 'Hà Nội', clinic_id: null })).toBe('city:Hà Nội');
    expect(locationValue({ city: null, clinic_id: CLINIC })).toBe(`clinic:${CLINIC}`);
    expect(parseLocationValue('all')).toEqual({ city: null, clinic_id: null });
    expect(parseLocationValue('city:Hà Nội')).toEqual({ city: 'Hà Nội', clinic_id: null });
    expect(parseLocationValue(`clinic:${CLINIC}`)).toEqual({ city: null, clinic_id: CLINIC });
  });
});
