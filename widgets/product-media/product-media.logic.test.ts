import { describe, expect, it } from 'vitest';
import {
  firstImages,
  imagesForModel,
  panTo,
  sameImages,
  stepIndex,
  wantsAutoplay,
} from './product-media.logic';

const images = {
  template: '/img/{oid}.jpg',
  data: { 101: ['/a1.jpg', '/a2.jpg'], 102: ['/b1.jpg'], 201: [] as string[] },
};
const models = { 'M-A-S': [101, 201], 'M-B-S': [201, 102], 'M-X': [999, 201] };

describe('imagesForModel', () => {
  it('takes the first option id of the model that has images', () => {
    expect(imagesForModel('M-A-S', models, images)).toEqual(['/a1.jpg', '/a2.jpg']);
    // 201 (a size) has an empty list: the swatch after it wins.
    expect(imagesForModel('M-B-S', models, images)).toEqual(['/b1.jpg']);
  });

  it('answers null when nothing applies, so the gallery keeps its images', () => {
    expect(imagesForModel('M-X', models, images)).toBeNull();
    expect(imagesForModel('unknown', models, images)).toBeNull();
    expect(imagesForModel(null, models, images)).toBeNull();
    expect(imagesForModel('M-A-S', null, images)).toBeNull();
    expect(imagesForModel('M-A-S', models, null)).toBeNull();
    expect(imagesForModel('constructor', models, images)).toBeNull();
  });
});

describe('gallery helpers', () => {
  it('starts from the first swatch with images', () => {
    expect(firstImages(images)).toEqual(['/a1.jpg', '/a2.jpg']);
    expect(firstImages({ template: '', data: { 5: [] } })).toBeNull();
    expect(firstImages(null)).toBeNull();
  });

  it('steps around both ends', () => {
    expect(stepIndex(0, 1, 3)).toBe(1);
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });

  it('compares image lists by order and URL', () => {
    expect(sameImages(['/a', '/b'], ['/a', '/b'])).toBe(true);
    expect(sameImages(['/a', '/b'], ['/b', '/a'])).toBe(false);
    expect(sameImages(['/a'], ['/a', '/b'])).toBe(false);
  });

  it('knows the #play-video address', () => {
    expect(wantsAutoplay('#play-video')).toBe(true);
    expect(wantsAutoplay('#play')).toBe(false);
    expect(wantsAutoplay('')).toBe(false);
  });
});

describe('panTo', () => {
  const viewport = { width: 100, height: 50 };
  const content = { width: 300, height: 150 };

  it('maps the pointer’s place in the region to the same place in the scroll range', () => {
    expect(panTo({ x: 0, y: 0 }, viewport, content)).toEqual({ left: 0, top: 0 });
    expect(panTo({ x: 50, y: 25 }, viewport, content)).toEqual({ left: 100, top: 50 });
    expect(panTo({ x: 100, y: 50 }, viewport, content)).toEqual({ left: 200, top: 100 });
  });

  it('clamps outside the region and never scrolls content that fits', () => {
    expect(panTo({ x: -20, y: 80 }, viewport, content)).toEqual({ left: 0, top: 100 });
    expect(panTo({ x: 50, y: 25 }, viewport, { width: 80, height: 40 })).toEqual({
      left: 0,
      top: 0,
    });
    expect(panTo({ x: 5, y: 5 }, { width: 0, height: 0 }, content)).toEqual({ left: 0, top: 0 });
  });
});
