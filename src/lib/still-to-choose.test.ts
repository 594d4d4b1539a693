import { describe, expect, it } from 'vitest';
import { textsIn } from '../i18n';
import { stillToChooseTexts } from './still-to-choose';

/** The hint's texts as the search bar's page makes them in `code`. */
async function hints(code: string): Promise<Record<string, string>> {
  const { t, language } = await textsIn(code);
  return stillToChooseTexts(
    {
      template: t('search.stillToChoose'),
      city: t('search.missingCity'),
      checkIn: t('search.missingCheckIn'),
      checkOut: t('search.missingCheckOut'),
    },
    language,
  );
}

describe('stillToChooseTexts', () => {
  it('names each set of one or two missing choices, joined as the language joins a list', async () => {
    const ro = await hints('ro');
    expect(Object.keys(ro).sort()).toEqual(
      ['city', 'checkIn', 'checkOut', 'city,checkIn', 'city,checkOut', 'checkIn,checkOut'].sort(),
    );
    expect(ro['city']).toBe('Mai alegeți orașul pentru a căuta.');
    expect(ro['city,checkOut']).toBe('Mai alegeți orașul și data de check-out pentru a căuta.');
  });

  it('writes no Romanian into the other languages’ hints', async () => {
    const en = await hints('en');
    expect(en['checkIn,checkOut']).toMatch(/^Choose .+ and .+ to search\.$/);
    const ru = await hints('ru');
    expect(ru['city,checkIn']).toMatch(/^Чтобы начать поиск, выберите город и .+\.$/);
  });

  it('leaves nothing to say once every choice is made, or before the first', async () => {
    const ro = await hints('ro');
    expect(ro['']).toBeUndefined();
    expect(ro['city,checkIn,checkOut']).toBeUndefined();
  });
});
