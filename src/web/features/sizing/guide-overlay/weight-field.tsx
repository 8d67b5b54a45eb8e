import type { ReactNode } from 'react';
import type { UnitSystem } from '@domain/sizing/types';
import { useTranslation } from '../../../lib/use-translation';
import { TextField } from './controls';
import { unitLabel } from './messages';

/** A field label followed by "(optional)", as the guide's optional basics read. */
export function OptionalLabel({ children }: { children: ReactNode }) {
  const { t } = useTranslation('sizing');
  return (
    <>
      {children} <span className="font-normal text-muted">({t('basics.optional')})</span>
    </>
  );
}

/**
 * The optional body-weight field, the same in the manual entry and the smart estimates tabs:
 * each tab decides only when its error shows and which test id it carries.
 */
export function WeightField({
  text,
  unit,
  error,
  onValueChange,
  onBlur,
  testId,
}: {
  text: string;
  unit: UnitSystem;
  error: string | null;
  onValueChange: (text: string) => void;
  onBlur: () => void;
  testId: string;
}) {
  const { t } = useTranslation('sizing');
  return (
    <TextField
      label={<OptionalLabel>{t('basics.weight')}</OptionalLabel>}
      value={text}
      onValueChange={onValueChange}
      onBlur={onBlur}
      suffix={t(`units.${unitLabel('weight_kg', unit)}`)}
      hint={t(`basics.weightHint.${unit}`)}
      error={error}
      data-testid={testId}
    />
  );
}
