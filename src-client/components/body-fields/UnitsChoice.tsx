import { Input, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { METRIC, US_CUSTOMARY, type Units } from './body-units.ts';

/** Metric or US customary, for onboarding; the profile also offers each unit on its own. */
export function UnitsChoice({ value, onChange, disabled = false }: { value: Units; onChange: (units: Units) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const us = value.weightUnit === 'lb' && value.heightUnit === 'ft_in';
  return (
    <Input.Wrapper label={t('units.label')} id="units-choice" labelElement="div">
      <SegmentedControl
        fullWidth
        disabled={disabled}
        aria-labelledby="units-choice-label"
        value={us ? 'us' : 'metric'}
        onChange={(choice) => onChange(choice === 'us' ? US_CUSTOMARY : METRIC)}
        data={[
          { value: 'metric', label: t('units.metric') },
          { value: 'us', label: t('units.us') },
        ]}
      />
    </Input.Wrapper>
  );
}
