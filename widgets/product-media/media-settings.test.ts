import { describe, expect, it } from 'vitest';
import { readMediaSettings } from './media-settings';
import { silenceWarnings } from '../shared/testing/console-warnings';

const ORIGIN = 'https://shop.example';

const { lines: warnings } = silenceWarnings();

describe('readMediaSettings', () => {
  it('reads valid settings, resolving every URL on the site', () => {
    const settings = readMediaSettings(
      {
        product_imgs: {
          template: '/i/{oid}',
          data: { 7: ['/i/7.jpg', 'https://shop.example/i/7b.jpg'] },
        },
        product_models: { 'A-7': [7, 9] },
        product_video: { src: '/v/index.m3u8', poster: '/p.jpg', title: 'Sofa video' },
        product_looks: [{ title: 'The Oslo Living Room', url: '/shop-the-look/oslo' }],
      },
      ORIGIN,
    );
    expect(settings.images?.data['7']).toEqual([
      'https://shop.example/i/7.jpg',
      'https://shop.example/i/7b.jpg',
    ]);
    expect(settings.models).toEqual({ 'A-7': [7, 9] });
    expect(settings.video).toEqual({
      src: 'https://shop.example/v/index.m3u8',
      poster: 'https://shop.example/p.jpg',
      fallbackImage: null,
      title: 'Sofa video',
    });
    expect(settings.looks).toEqual([
      { title: 'The Oslo Living Room', href: 'https://shop.example/shop-the-look/oslo' },
    ]);
    expect(warnings()).toEqual([]);
  });

  it('nothing set: nothing to show, nothing logged', () => {
    expect(readMediaSettings({}, ORIGIN)).toEqual({
      images: null,
      models: null,
      video: null,
      looks: [],
    });
    expect(warnings()).toEqual([]);
  });

  it('malformed keys are ignored one by one, each logged once with [rove]', () => {
    const settings = readMediaSettings(
      {
        product_imgs: { data: { 7: '/one.jpg' } },
        product_models: { A: ['x'] },
        product_video: { poster: '/p.jpg' },
        product_looks: [{ title: 'Look' }],
      },
      ORIGIN,
    );
    expect(settings).toEqual({ images: null, models: null, video: null, looks: [] });
    expect(warnings()).toHaveLength(4);
    for (const line of warnings())
      expect(line).toMatch(/^\[rove\] product_(imgs|models|video|looks) ignored: /);
  });

  it('drops URLs that leave the site: images, video, poster and lookbook links', () => {
    const settings = readMediaSettings(
      {
        product_imgs: {
          data: { 7: ['https://evil.example/x.jpg', 'javascript:alert(1)', '/ok.jpg'] },
        },
        product_video: { src: '//evil.example/v.m3u8' },
        product_looks: [
          { title: 'Elsewhere', url: 'https://evil.example/look' },
          { title: 'Here', url: '/look' },
        ],
      },
      ORIGIN,
    );
    expect(settings.images?.data['7']).toEqual(['https://shop.example/ok.jpg']);
    expect(settings.video).toBeNull();
    expect(settings.looks.map((look) => look.title)).toEqual(['Here']);
    expect(warnings().every((line) => line.startsWith('[rove] '))).toBe(true);
  });

  it('wants an .m3u8 playlist for the video, and drops a foreign poster only', () => {
    expect(readMediaSettings({ product_video: { src: '/v/clip.mp4' } }, ORIGIN).video).toBeNull();
    const video = readMediaSettings(
      {
        product_video: {
          src: '/v/index.m3u8?v=2',
          poster: 'https://cdn.example/p.jpg',
          fallback_image: '/f.jpg',
        },
      },
      ORIGIN,
    ).video;
    expect(video?.src).toBe('https://shop.example/v/index.m3u8?v=2');
    expect(video?.poster).toBeNull();
    expect(video?.fallbackImage).toBe('https://shop.example/f.jpg');
  });
});
