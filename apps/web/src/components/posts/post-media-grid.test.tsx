// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MediaItem } from '@ourhood/contract';
import { I18nRoot } from '../../lib/i18n/i18n-root';
import { GRID_SIZES, PostMediaGrid, SINGLE_SIZES, mediaSrcSet, thumbnailWidth } from './post-media-grid';

const photo = (name: string, width = 1600, height = 1067): MediaItem => ({
  url: `/media/${name}.webp`,
  thumbnail_url: `/media/${name}-thumb.webp`,
  width,
  height,
});

describe('thumbnailWidth', () => {
  it('is the display size scaled to fit 400 × 400, never enlarged', () => {
    expect(thumbnailWidth({ width: 1600, height: 1067 })).toBe(400);
    expect(thumbnailWidth({ width: 1067, height: 1600 })).toBe(267);
    expect(thumbnailWidth({ width: 300, height: 200 })).toBe(300);
  });
});

describe('mediaSrcSet', () => {
  it('offers the thumbnail and the display size with their widths', () => {
    expect(mediaSrcSet(photo('a'))).toBe('/media/a-thumb.webp 400w, /media/a.webp 1600w');
    expect(mediaSrcSet(photo('p', 1067, 1600))).toBe('/media/p-thumb.webp 267w, /media/p.webp 1067w');
  });

  it('has nothing to offer without a thumbnail', () => {
    expect(mediaSrcSet({ ...photo('a'), thumbnail_url: '' })).toBeUndefined();
  });
});

describe('PostMediaGrid', () => {
  it('gives each photo its sizes, its width and height, and loads them lazily', () => {
    render(<PostMediaGrid media={[photo('a'), photo('b')]} authorName="Mei" />, { wrapper: I18nRoot });
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(2);
    for (const image of images) {
      expect(image).toHaveAttribute('sizes', GRID_SIZES);
      expect(image).toHaveAttribute('srcset', expect.stringContaining(' 400w, '));
      expect(image).toHaveAttribute('width', '1600');
      expect(image).toHaveAttribute('height', '1067');
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('decoding', 'async');
    }
    expect(images[0]).toHaveAttribute('src', '/media/a-thumb.webp');
  });

  it('sizes a lone photo to the whole column', () => {
    render(<PostMediaGrid media={[photo('a')]} authorName="Mei" />, { wrapper: I18nRoot });
    expect(screen.getByRole('img')).toHaveAttribute('sizes', SINGLE_SIZES);
  });

  it('loads the first photo of a post in view at once, the others lazily', () => {
    render(<PostMediaGrid media={[photo('a'), photo('b')]} authorName="Mei" inView />, { wrapper: I18nRoot });
    const [first, second] = screen.getAllByRole('img');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).not.toHaveAttribute('decoding');
    expect(second).toHaveAttribute('loading', 'lazy');
  });
});
