import { Button, Group, Loader, Text } from '@mantine/core';
import { IconCamera, IconUpload } from '@tabler/icons-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LabelDraftDto } from '../../../src/schemas/label-scan.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError } from '../../components/notify.ts';
import { messageOf } from '../../lib/api-errors.ts';
import { imageForUpload } from '../food-log/index.ts';
import { LabelCamera } from './LabelCamera.tsx';

const hidden = { display: 'none' } as const;
// OCR needs the small print: a larger side than a meal photo, still well under the body limit.
const LABEL_MAX_SIDE = 2000;

/** "Scan a label": a photo of the nutrition label (the live camera, or a file) read on the server into a draft. */
export function LabelScan({ onDraft }: { onDraft: (draft: LabelDraftDto) => void }) {
  const { t } = useTranslation('custom-foods');
  const [camera, setCamera] = useState(false);
  const upload = useRef<HTMLInputElement>(null);
  const scan = trpc.customFood.scanLabel.useMutation({
    onSuccess: onDraft,
    onError: (error) => notifyError(t('scan.failed'), messageOf(error, t('toasts.tryAgain'))),
  });

  const read = async (photo: File) => {
    const image = await imageForUpload(photo, LABEL_MAX_SIDE);
    scan.mutate({ image: image.upload });
  };
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (file) void read(file);
  };
  const onPhoto = (photo: File) => {
    setCamera(false);
    void read(photo);
  };

  return (
    <Group gap="sm">
      <input ref={upload} type="file" accept="image/*" aria-label={t('scan.upload')} style={hidden} tabIndex={-1} onChange={onFile} />
      <Button variant="light" leftSection={<IconCamera size={16} aria-hidden />} onClick={() => setCamera(true)} disabled={scan.isPending}>
        {t('scan.button')}
      </Button>
      <Button variant="subtle" leftSection={<IconUpload size={16} aria-hidden />} onClick={() => upload.current?.click()} disabled={scan.isPending}>
        {t('scan.upload')}
      </Button>
      {camera && <LabelCamera onPhoto={onPhoto} onClose={() => setCamera(false)} />}
      {scan.isPending && (
        <Group gap={6} role="status">
          <Loader size="xs" />
          <Text size="sm">{t('scan.reading')}</Text>
        </Group>
      )}
    </Group>
  );
}
