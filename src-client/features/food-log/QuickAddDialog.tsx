import { lazy, Suspense, useState } from 'react';

// The dialog's form and meal picker load when it is first opened, not with the screen (decision 078).
const QuickAddModal = lazy(() => import('./QuickAddModal.tsx').then((m) => ({ default: m.QuickAddModal })));

interface QuickAddDialogProps {
  opened: boolean;
  onClose: () => void;
  date: string;
}

/** The Quick Add dialog; once opened it stays mounted, so closing it keeps its transition. */
export function QuickAddDialog(props: QuickAddDialogProps) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <QuickAddModal {...props} />
    </Suspense>
  );
}
