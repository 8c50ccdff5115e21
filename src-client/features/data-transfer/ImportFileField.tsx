import { FileInput } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface Props {
  label: string;
  description: string;
  accept: string;
  value: File | null;
  onChange: (file: File | null) => void;
  error: string | null;
  disabled: boolean;
}

/** The file field both import panels share: one look, one clear button, one readable placeholder. */
export function ImportFileField({ label, description, accept, value, onChange, error, disabled }: Props) {
  const { t } = useTranslation('data-transfer');
  return (
    <FileInput
      label={label}
      description={description}
      placeholder={t('panel.choose')}
      styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
      accept={accept}
      value={value}
      onChange={onChange}
      clearable
      clearButtonProps={{ 'aria-label': t('panel.clear') }}
      error={error}
      leftSection={<IconFileImport size={16} aria-hidden />}
      disabled={disabled}
    />
  );
}
