import { IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ShownOnceNotice } from '../../components/ShownOnceNotice.tsx';
import { useFormat } from '../../i18n/format.ts';

/** A one-time link, shown once right after it is made: only its hash is kept. */
export function OneTimeLink({ title, url, expiresAt, onDone }: { title: string; url: string; expiresAt: string; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  return (
    <ShownOnceNotice
      title={title}
      icon={<IconLink size={18} aria-hidden />}
      message={t('link.message', { until: format.dateTime(expiresAt) })}
      value={url}
      copyLabel={t('link.copy')}
      valueLabel={t('link.label')}
      onDone={onDone}
    />
  );
}
