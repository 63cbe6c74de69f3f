import { describe, expect, it } from 'vitest';
import { COMPANY_TYPES, EMPTY_VALUES, SURVEY_HEARD } from '../../core/validate/trade/fields';
import { tradeApplicationText } from './trade-application-text';

describe('the trade application texts', () => {
  const text = tradeApplicationText('en_US');

  it('label every field with words, never a raw key', () => {
    for (const field of Object.keys(EMPTY_VALUES)) {
      const label = text.labels[field as keyof typeof EMPTY_VALUES];
      expect(label, field).toMatch(/^[A-Z0-9]/);
      expect(label, field).not.toContain('field.');
    }
    expect(text.labels.companyName).toBe('Company name');
  });

  it('fill their placeholders and count by the language’s plural rules', () => {
    expect(text.stepOf(2, 4)).toBe('Step 2 of 4');
    expect(text.uploaded('card.pdf', '1.2 MB')).toBe('Uploaded: card.pdf (1.2 MB)');
    expect(text.errorsOnStep(1)).toBe('1 field needs your attention.');
    expect(text.errorsOnStep(3)).toBe('3 fields need your attention.');
    expect(text.uploadProblem('too-large')).toBe(
      'This file is larger than 5 MB. Choose a smaller file.',
    );
    expect(text.uploadProblem('server')).toBe('The file could not be uploaded. Please try again.');
  });

  it('read Korean on a Korean page, the specification’s SUBMIT included', () => {
    const korean = tradeApplicationText('ko_KR');
    expect(korean.heading).toBe('트레이드 멤버십 신청');
    expect(korean.submit).toBe('제출하기');
    expect(korean.stepOf(2, 4)).toBe('4단계 중 2단계');
    expect(korean.errorsOnStep(1)).toBe('확인이 필요한 항목이 1개 있습니다.');
    expect(korean.companyTypes[0]).toEqual(['interior-designer', '인테리어 디자이너']);
    expect(korean.surveyHeard[1]).toEqual(['social', '소셜 미디어']);
    expect(korean.countries).toEqual([
      ['US', '미국'],
      ['CA', '캐나다'],
    ]);
    expect(korean.fileSize(48_000)).toBe('47KB');
  });

  it('name every choice the form sends, and a file’s size, from the table', () => {
    expect(text.companyTypes.map(([value]) => value)).toEqual([...COMPANY_TYPES]);
    expect(text.companyTypes[3]).toEqual(['contractor', 'Contractor or builder']);
    expect(text.surveyHeard.map(([value]) => value)).toEqual([...SURVEY_HEARD]);
    expect(text.surveyHeard[2]).toEqual(['showroom', 'A showroom visit']);
    expect(text.countries).toEqual([
      ['US', 'United States'],
      ['CA', 'Canada'],
    ]);
    expect(text.fileSize(100)).toBe('1 KB');
    expect(text.fileSize(48_000)).toBe('47 KB');
    expect(text.fileSize(1.25 * 1024 * 1024)).toBe('1.3 MB');
  });
});
