import { useCallback } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { guideTextKey } from '@domain/sizing/guide-items';
import type { MeasurementKey, SizeCategory } from '@domain/sizing/types';

export interface GuideText {
  title: string;
  description: string;
  tips: readonly string[];
}

const NS = 'sizing-guide';

/**
 * The texts of a guide item in the current language. Children have their own wording for some
 * items (`itemsChildren.<key>`, e.g. "Ask your child to stand straight"); everything else comes
 * from `items.<key>`. Keys outside the guide (weight, underbust) get a title only.
 */
export function useGuideText(): { itemText: (category: SizeCategory, key: MeasurementKey) => GuideText; label: (category: SizeCategory, key: MeasurementKey) => string } {
  const { t, i18n } = useTranslation(NS);
  const base = useCallback(
    (category: SizeCategory, key: MeasurementKey) => {
      const name = guideTextKey(key);
      if (category === 'children' && i18n.exists(`itemsChildren.${name}.title`, { ns: NS })) return `itemsChildren.${name}`;
      if (i18n.exists(`items.${name}.title`, { ns: NS })) return `items.${name}`;
      return null;
    },
    [i18n],
  );
  const itemText = useCallback(
    (category: SizeCategory, key: MeasurementKey): GuideText => {
      const at = base(category, key);
      if (!at) return { title: t(`page.chart.otherRows.${guideTextKey(key)}`, { defaultValue: key }), description: '', tips: [] };
      const tips = t(`${at}.tips`, { returnObjects: true });
      return { title: t(`${at}.title`), description: t(`${at}.description`), tips: Array.isArray(tips) ? tips.map(String) : [] };
    },
    [base, t],
  );
  const label = useCallback((category: SizeCategory, key: MeasurementKey) => itemText(category, key).title, [itemText]);
  return { itemText, label };
}
