import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = (await signIn(t.app, 'manager@keel.dev')).headers;
});
afterAll(async () => t.close());

const get = (url: string, h = headers) => t.app.inject({ method: 'GET', url, headers: h });
const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('bookings', () => {
  it('pages bookings newest first with a total covering 18 months', async () => {
    const body = (await get('/api/bookings?page=1&pageSize=5')).json();
    expect(body.bookings).toHaveLength(5);
    expect(body.total).toBeGreaterThan(1500);
    const oldest = (await get('/api/bookings?sort=checkIn:asc&pageSize=1')).json().bookings[0];
    expect(Date.now() - Date.parse(oldest.checkIn)).toBeGreaterThan(500 * 86_400_000);
    const pending = (await get('/api/bookings?status=pending&pageSize=20')).json();
    expect(pending.bookings.every((b: { status: string }) => b.status === 'pending')).toBe(true);
    expect((await get('/api/bookings', {})).statusCode).toBe(401);
    expect((await get('/api/bookings?pageSize=0')).statusCode).toBe(400);
  });

  it('marks done, cancels and deletes', async () => {
    const [first] = (await get('/api/bookings?status=pending&pageSize=1')).json().bookings;
    const done = await post('/api/bookings/update', {
      bookingId: first.id,
      booking: { status: 'done' },
    });
    expect(done.json().booking.status).toBe('done');
    const bad = await post('/api/bookings/update', {
      bookingId: first.id,
      booking: { status: 'teleported' },
    });
    expect(bad.statusCode).toBe(400);
    const missing = await post('/api/bookings/update', {
      bookingId: crypto.randomUUID(),
      booking: { status: 'done' },
    });
    expect(missing.statusCode).toBe(404);
    const total = (await get('/api/bookings?pageSize=1')).json().total;
    expect(
      (await post('/api/bookings/delete', { bookingIds: [first.id, crypto.randomUUID()] }))
        .statusCode,
    ).toBe(404);
    expect((await get('/api/bookings?pageSize=1')).json().total).toBe(total);
    expect((await post('/api/bookings/delete', { bookingIds: [first.id] })).statusCode).toBe(200);
    expect((await get('/api/bookings?pageSize=1')).json().total).toBe(total - 1);
  });

  it('seeds reviews written in words, not Latin filler', async () => {
    const { reviews } = (await get('/api/bookings/reviews?pageSize=50')).json();
    expect(reviews.length).toBeGreaterThan(0);
    const latin = /\b(lorem|ipsum|dolor|amet|consectetur|adipisci|tempor|voluptate|quia|vero)\b/i;
    expect(reviews.filter((review: { message: string }) => latin.test(review.message))).toEqual([]);
  });

  it('lists reviews and accepts or rejects them', async () => {
    const pending = (await get('/api/bookings/reviews?status=pending')).json();
    expect(pending.total).toBeGreaterThan(0);
    const review = pending.reviews[0];
    const accepted = await post('/api/bookings/reviews/update', {
      reviewId: review.id,
      status: 'accepted',
    });
    expect(accepted.json().review.status).toBe('accepted');
    expect((await get('/api/bookings/reviews?status=pending')).json().total).toBe(
      pending.total - 1,
    );
    expect(
      (await post('/api/bookings/reviews/update', { reviewId: review.id, status: 'pending' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await post('/api/bookings/reviews/update', {
          reviewId: crypto.randomUUID(),
          status: 'rejected',
        })
      ).statusCode,
    ).toBe(404);
  });
});
