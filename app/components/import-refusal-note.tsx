// On a vehicle's card, when the buyer's country refuses it: the country and each reason in words
// ("Not allowed in Kenya: older than the 8-year limit, left-hand drive").
import { pluralCategory } from '#domain/content/translate.ts';
import type { ImportRule } from '#domain/trade/vocabulary.ts';
import { useLanguageData, useT } from '../lib/i18n';
import type { ImportRefusal } from '../lib/vehicle-view';

const AGE_KEYS: Record<Intl.LDMLPluralRule, string> = {
  zero: 'import-reason-age-other',
  one: 'import-reason-age-one',
  two: 'import-reason-age-other',
  few: 'import-reason-age-few',
  many: 'import-reason-age-many',
  other: 'import-reason-age-other',
};

export function ImportRefusalNote({ refusal, isLeftHandle }: { refusal: ImportRefusal; isLeftHandle: boolean }) {
  const t = useT();
  const { language } = useLanguageData();
  const reason = (rule: ImportRule): string => {
    switch (rule) {
      case 'AgeLimit': {
        const limit = refusal.ageLimitYears ?? 0;
        const key = AGE_KEYS[pluralCategory(language, limit)];
        return t(key, { limit });
      }
      case 'Steering':
        return t(isLeftHandle ? 'import-reason-steering-left' : 'import-reason-steering-right');
      case 'UsedImports':
        return t('import-reason-used-imports');
      case 'JapanExportBan':
        return t('import-reason-export-ban');
    }
  };
  return (
    <p className="vc-refused" data-testid="import-refusal">
      {t('import-refusal', { country: refusal.country, reasons: refusal.rules.map(reason).join(', ') })}
    </p>
  );
}
