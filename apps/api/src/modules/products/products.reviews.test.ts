// Product reviews: one per user with the product's totals in step, their form messages,
// helpful votes, and paging.
import { describe, expect, it } from 'vitest';
import { productsTestKit, validProduct } from './products.test-kit.ts';

const { member, get, post } = productsTestKit();

describe('reviews', () => {
  it('adds one review per user and keeps the product totals in step', async () => {
    const { product } = (
      await post('/api/products/new', { ...validProduct, name: 'Review Target' })
    ).json();
    const first = await post(
      '/api/products/reviews/new',
      { productId: product.id, rating: 4, comment: 'Nice one' },
      member.headers,
    );
    expect(first.statusCode).toBe(200);
    const reviewed = first.json().product;
    expect(reviewed.totalReview).toBe(1);
    expect(reviewed.totalRating).toBe(4);
    expect(reviewed.reviews[0]).toMatchObject({
      name: "Lucian O'Brien",
      rating: 4,
      comment: 'Nice one',
      isPurchased: false,
      helpful: 0,
    });
    expect(reviewed.ratings.find((r: { starCount: number }) => r.starCount === 4).reviewCount).toBe(
      1,
    );

    const again = await post(
      '/api/products/reviews/new',
      { productId: product.id, rating: 5, comment: 'Again' },
      member.headers,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already reviewed this product');

    const second = (
      await post('/api/products/reviews/new', { productId: product.id, rating: 1, comment: 'Meh' })
    ).json().product;
    expect(second.totalReview).toBe(2);
    expect(second.totalRating).toBe(2.5);
  });

  it('validates reviews with the form messages', async () => {
    const { products } = (await get('/api/products')).json();
    const productId = products[0].id;
    const noRating = await post(
      '/api/products/reviews/new',
      { productId, comment: 'x' },
      member.headers,
    );
    expect(noRating.statusCode).toBe(400);
    expect(noRating.json().errors.rating).toBe('Rating is required');
    const noComment = await post(
      '/api/products/reviews/new',
      { productId, rating: 3, comment: ' ' },
      member.headers,
    );
    expect(noComment.json().errors.comment).toBe('Review is required');
    const tooLong = await post(
      '/api/products/reviews/new',
      { productId, rating: 3, comment: 'x'.repeat(2001) },
      member.headers,
    );
    expect(tooLong.json().errors.comment).toBe('Review must be at most 2,000 characters');
    const missing = await post('/api/products/reviews/new', {
      productId: '00000000-0000-4000-8000-000000000000',
      rating: 3,
      comment: 'x',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('counts one helpful vote per user', async () => {
    const { product } = (
      await post('/api/products/new', { ...validProduct, name: 'Helpful Target' })
    ).json();
    const reviewId = (
      await post(
        '/api/products/reviews/new',
        { productId: product.id, rating: 5, comment: 'Great' },
        member.headers,
      )
    ).json().product.reviews[0].id;
    const vote = await post('/api/products/reviews/helpful', { reviewId });
    expect(vote.statusCode).toBe(200);
    expect(vote.json().review).toMatchObject({ helpful: 1, isHelpfulVoted: true });
    expect((await post('/api/products/reviews/helpful', { reviewId })).json().review.helpful).toBe(
      1,
    );
    expect(
      (await post('/api/products/reviews/helpful', { reviewId }, member.headers)).json().review
        .helpful,
    ).toBe(2);
    const detail = (await get(`/api/products/product?name=helpful-target`)).json().product;
    expect(detail.reviews[0]).toMatchObject({ helpful: 2, isHelpfulVoted: true });
    const missing = await post('/api/products/reviews/helpful', {
      reviewId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Review not found');
  });

  it("pages a product's reviews", async () => {
    const { products } = (await get('/api/products')).json();
    const busy = products.reduce((a: { totalReview: number }, b: { totalReview: number }) =>
      b.totalReview > a.totalReview ? b : a,
    );
    const firstPage = (
      await get(`/api/products/reviews?productId=${busy.id}&page=1&pageSize=2`)
    ).json();
    expect(firstPage.total).toBe(busy.totalReview);
    expect(firstPage.reviews).toHaveLength(2);
    const secondPage = (
      await get(`/api/products/reviews?productId=${busy.id}&page=2&pageSize=2`)
    ).json();
    expect(secondPage.reviews[0].id).not.toBe(firstPage.reviews[0].id);
  });
});
