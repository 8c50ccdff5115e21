import { AspectRatio, Button, Group, Modal, Stack } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { cameraProblem, stopCamera, type CameraProblem } from '../barcode-scanner/index.ts';

// Small print needs every pixel the camera has; it never gives more than it can.
const LABEL_VIDEO: MediaTrackConstraints = { facingMode: { ideal: 'environment' }, width: { ideal: 4096 }, height: { ideal: 4096 } };

/** The camera's live picture and a shutter: the frame at the camera's full size becomes the label photo. */
export function LabelCamera({ onPhoto, onClose }: { onPhoto: (photo: File) => void; onClose: () => void }) {
  const { t } = useTranslation('custom-foods');
  const video = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  const [problem, setProblem] = useState<CameraProblem | null>(null);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopped = false;
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) throw Object.assign(new Error('no media devices'), { name: 'NoMediaDevices' });
      stream = await navigator.mediaDevices.getUserMedia({ audio: false, video: LABEL_VIDEO });
      if (stopped || !video.current) return stopCamera(stream);
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      setReady(true);
    };
    start().catch((error: unknown) => setProblem(cameraProblem(error)));
    return () => {
      stopped = true;
      stopCamera(stream);
    };
  }, []);

  const takePhoto = () => {
    const frame = video.current;
    if (!frame?.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = frame.videoWidth;
    canvas.height = frame.videoHeight;
    canvas.getContext('2d')?.drawImage(frame, 0, 0);
    canvas.toBlob((blob) => blob && onPhoto(new File([blob], 'label.jpg', { type: 'image/jpeg' })), 'image/jpeg', 0.92);
  };

  return (
    <Modal opened onClose={onClose} title={t('scan.takePhoto')} centered size="lg" closeButtonProps={{ 'aria-label': t('scan.camera.close') }}>
      <Stack gap="sm">
        {problem ? (
          <ErrorAlert title={t('scan.camera.unavailable')}>{t(`scan.camera.problems.${problem}`)}</ErrorAlert>
        ) : (
          <AspectRatio ratio={3 / 4} mah="60vh" bg="dark.9" style={{ borderRadius: 8, overflow: 'hidden' }}>
            <video ref={video} muted playsInline aria-label={t('scan.camera.video')} style={{ objectFit: 'contain' }} />
          </AspectRatio>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('scan.camera.close')}
          </Button>
          {!problem && (
            <Button leftSection={<IconCamera size={16} aria-hidden />} onClick={takePhoto} disabled={!ready}>
              {t('scan.camera.shutter')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
