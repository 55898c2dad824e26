import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contract } from '../../shared/api';
import { checkAnswer, checkResponse, droppedFields, endpointFor } from './response-check';

const schema = z.object({
  id: z.string(),
  count: z.number(),
  tags: z.array(z.object({ slug: z.string() })),
  owner: z.object({ name: z.string() }).nullable(),
});
const good = { id: 'a', count: 2, tags: [{ slug: 'x' }], owner: { name: 'An' } };

describe('checkAnswer', () => {
  it('passes an answer the schema describes', () => {
    expect(() => checkAnswer('GET /x 200', schema, good)).not.toThrow();
    expect(() => checkAnswer('GET /x 200', schema, { ...good, owner: null })).not.toThrow();
  });

  it('fails a missing field, naming the answer and the field', () => {
    const { count: _, ...missing } = good;
    expect(() => checkAnswer('GET /x 200', schema, missing)).toThrow(/GET \/x 200.*\n.*count/);
  });

  it('fails a field of the wrong type', () => {
    expect(() => checkAnswer('GET /x 200', schema, { ...good, count: '2' })).toThrow(/count/);
  });

  it('fails a field the schema does not describe, at any depth', () => {
    expect(() => checkAnswer('GET /x 200', schema, { ...good, secret: 1 })).toThrow(/\$\.secret/);
    expect(() =>
      checkAnswer('GET /x 200', schema, { ...good, tags: [{ slug: 'x', extra: true }] }),
    ).toThrow(/\$\.tags\[0\]\.extra/);
    expect(() =>
      checkAnswer('GET /x 200', schema, { ...good, owner: { name: 'An', email: 'a@b' } }),
    ).toThrow(/\$\.owner\.email/);
  });

  it('keeps the keys of records and loose objects', () => {
    const loose = z.object({ counts: z.record(z.string(), z.number()) });
    expect(droppedFields({ counts: { a: 1 } }, loose.parse({ counts: { a: 1 } }))).toEqual([]);
  });
});

describe('endpointFor', () => {
  it('finds the most specific endpoint of a path, the query left out', () => {
    expect(endpointFor('GET', '/api/doctors/featured')).toBe(contract.doctors.featured);
    expect(endpointFor('GET', '/api/doctors/123?x=1')).toBe(contract.doctors.profile);
    expect(endpointFor('GET', '/api/doctors?page=2')).toBe(contract.doctors.list);
    expect(endpointFor('GET', '/api/nowhere')).toBeUndefined();
    expect(endpointFor('DELETE', '/api/doctors')).toBeUndefined();
  });
});

describe('checkResponse', () => {
  const answer = (body: unknown, status = 200, type = 'application/json') =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });

  it('fails a drifting 2xx JSON answer of a contract endpoint', async () => {
    await expect(checkResponse('GET', '/api/doctors/featured', answer({}))).rejects.toThrow(
      /GET \/api\/doctors\/featured 200/,
    );
    await expect(
      checkResponse('GET', '/api/doctors/featured', answer({ items: [], extra: 1 })),
    ).rejects.toThrow(/\$\.extra/);
  });

  it('passes a good answer and leaves it readable', async () => {
    const res = answer({ items: [] });
    await checkResponse('GET', '/api/doctors/featured', res);
    expect(await res.json()).toEqual({ items: [] });
  });

  it('reads a compressed answer', async () => {
    const bytes = zlib.brotliCompressSync(JSON.stringify({ items: [], extra: 1 }));
    const res = new Response(bytes, {
      headers: { 'content-type': 'application/json', 'content-encoding': 'br' },
    });
    await expect(checkResponse('GET', '/api/doctors/featured', res)).rejects.toThrow(/\$\.extra/);
  });

  it('leaves errors, other content types and unknown routes alone', async () => {
    await checkResponse('GET', '/api/doctors/featured', answer({ code: 'x' }, 404));
    await checkResponse('GET', '/api/doctors/featured', answer({}, 200, 'text/plain'));
    await checkResponse('GET', '/api/nowhere', answer({}));
  });
});
