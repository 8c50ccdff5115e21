import { IconKey } from '@tabler/icons-react';
import { ShownOnceNotice } from '../../components/ShownOnceNotice.tsx';

/** The full token, shown once right after creation. */
export function NewTokenNotice({ name, token, onDone }: { name: string; token: string; onDone: () => void }) {
  return (
    <ShownOnceNotice
      title={`Token “${name}” created`}
      icon={<IconKey size={18} aria-hidden />}
      message="Copy this token now. It will not be shown again."
      value={token}
      copyLabel="Copy token"
      onDone={onDone}
    />
  );
}
