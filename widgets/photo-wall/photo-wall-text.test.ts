import { describe, expect, it } from 'vitest';
import '../../core/i18n/ko';
import { photoWallText } from './photo-wall-text';

describe('photoWallText', () => {
  it("says who took a photo, and where where it is known, in the page's language", () => {
    const english = photoWallText('en_US', 0);
    expect(english.photoAlt({ name: 'Sofia', location: 'Brooklyn, NY' })).toBe(
      'Photo by Sofia, Brooklyn, NY',
    );
    expect(english.photoAlt({ name: 'Sofia', location: '' })).toBe('Photo by Sofia');
    const korean = photoWallText('ko_KR', 0);
    expect(korean.photoAlt({ name: '민지', location: '서울' })).toBe('민지님의 사진, 서울');
    expect(korean.photoAlt({ name: '민지', location: '' })).toBe('민지님의 사진');
  });

  it('announces a page once one has been added', () => {
    expect(photoWallText('en_US', 0).loaded).toBe('');
    expect(photoWallText('en_US', 12).loaded).toBe('12 more photos loaded');
  });
});
