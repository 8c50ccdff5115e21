import { IconLink } from '@tabler/icons-react';
import { ShownOnceNotice } from '../../components/ShownOnceNotice.tsx';

/** A one-time link, shown once right after it is made: only its hash is kept. */
export function OneTimeLink({ title, url, expiresAt, onDone }: { title: string; url: string; expiresAt: string; onDone: () => void }) {
  const until = new Date(expiresAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ShownOnceNotice
      title={title}
      icon={<IconLink size={18} aria-hidden />}
      message={`Copy this link now and pass it on; it will not be shown again. It works once, until ${until}.`}
      value={url}
      copyLabel="Copy link"
      valueLabel="One-time link"
      onDone={onDone}
    />
  );
}
