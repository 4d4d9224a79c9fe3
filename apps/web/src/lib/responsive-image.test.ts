import { describe, expect, it } from 'vitest';
import { imageSrcSet, responsiveImage } from './responsive-image.ts';

const id = '0b7d3f4e-8a1c-4c47-9d2e-5f6a7b8c9d0e';

describe('imageSrcSet', () => {
  it('lists the API’s width copies of a public upload', () => {
    expect(imageSrcSet(`/api/uploads/${id}`)).toBe(
      [160, 320, 640, 1280].map((w) => `/api/uploads/${id}?w=${w} ${w}w`).join(', '),
    );
  });

  it('gives none for signed links, bundled assets, previews and nothing', () => {
    for (const path of [
      `/api/uploads/${id}?exp=1&sig=abc`,
      '/api/files/download?id=1&sig=abc',
      '/assets/cover.webp',
      'blob:http://localhost/1',
      'data:image/png;base64,AAAA',
      '',
      null,
      undefined,
    ])
      expect(imageSrcSet(path), String(path)).toBeUndefined();
  });
});

describe('responsiveImage', () => {
  it('keeps the src of mediaUrl and adds sizes only beside a srcset', () => {
    expect(responsiveImage(`/api/uploads/${id}`, '40px')).toEqual({
      src: `/api/uploads/${id}`,
      srcSet: expect.stringContaining(`/api/uploads/${id}?w=160 160w`),
      sizes: '40px',
    });
    expect(responsiveImage('/assets/x.png', '40px')).toEqual({
      src: '/assets/x.png',
      srcSet: undefined,
      sizes: undefined,
    });
  });
});
