import { AspectRatio, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconBulb, IconBulbOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { messageOf } from '../../lib/api-errors.ts';
import type { FoodResult } from '../../shared/food-log-types.ts';
import { hasTorch, openCamera, setTorch, stopCamera } from './camera.ts';
import { createDetector } from './detector.ts';
import { cameraProblem, productCode, type CameraProblem } from './scan-code.ts';

interface CameraScannerProps {
  onClose: () => void;
  /** A product found locally, among the user's own foods or at Open Food Facts. */
  onFound: (food: FoodResult) => void;
  /** No product has this barcode: the user can create one with it. */
  onUnknown: (code: string) => void;
}

const SCAN_EVERY_MS = 200;

/** What the scanner is doing, by message key; `code` while looking one up. */
type Status = { key: 'starting' | 'point' | 'lookingUp'; code?: string };
/** Why it stopped: the server's own words when it gave some, else the message for `key`. */
type Problem = { key: CameraProblem | 'lookupFailed' | 'readerFailed'; text?: string };

const isNotFound = (error: unknown) => (error as { data?: { code?: string } } | null)?.data?.code === 'NOT_FOUND';

/** Live scanning: the camera's picture, read a few times a second until a product barcode shows. */
export function CameraScanner({ onClose, onFound, onUnknown }: CameraScannerProps) {
  const { t } = useTranslation('barcode-scanner');
  const utils = trpc.useUtils();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [status, setStatus] = useState<Status>({ key: 'starting' });
  const [track, setTrack] = useState<MediaStreamTrack | null>(null);
  const [torch, setTorchOn] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // The latest callbacks, so a parent's re-render does not restart the camera.
  const callbacks = useRef({ onFound, onUnknown });
  useEffect(() => {
    callbacks.current = { onFound, onUnknown };
  });

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let mounted = true;

    const lookUp = async (code: string) => {
      setStatus({ key: 'lookingUp', code });
      try {
        callbacks.current.onFound(await utils.foodLog.barcode.fetch({ code }));
      } catch (error) {
        if (isNotFound(error)) callbacks.current.onUnknown(code);
        else if (mounted) setProblem({ key: 'lookupFailed', text: messageOf(error, '') });
      }
    };

    const start = async () => {
      try {
        stream = await openCamera();
      } catch (error) {
        setProblem({ key: cameraProblem(error) });
        return;
      }
      if (stopped || !video.current) return stopCamera(stream);
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      setTrack(stream.getVideoTracks()[0] ?? null);
      const detector = await createDetector();
      setStatus({ key: 'point' });
      const scan = async () => {
        if (stopped || !video.current) return;
        if (video.current.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
          const found = (await detector.detect(video.current).catch(() => [])).map((b) => productCode(b.rawValue, b.format)).find((c) => c !== null);
          if (found && !stopped) {
            stopped = true;
            stopCamera(stream);
            return lookUp(found);
          }
        }
        timer = setTimeout(() => void scan(), SCAN_EVERY_MS);
      };
      void scan();
    };

    start().catch((error: unknown) => setProblem({ key: 'readerFailed', text: messageOf(error, '') }));
    return () => {
      stopped = true;
      mounted = false;
      clearTimeout(timer);
      stopCamera(stream);
    };
  }, [attempt, utils]);

  const toggleTorch = () => {
    if (!track) return;
    setTorch(track, !torch).then(() => setTorchOn(!torch), () => undefined);
  };
  const retry = () => {
    setProblem(null);
    setStatus({ key: 'starting' });
    setAttempt((n) => n + 1);
  };

  return (
    <Modal opened onClose={onClose} title={t('title')} centered size="lg" closeButtonProps={{ 'aria-label': t('closeDialog') }}>
      <Stack gap="sm">
        {problem ? (
          <ErrorAlert title={t('unavailable')}>{problem.text || t(`problems.${problem.key}`)}</ErrorAlert>
        ) : (
          <>
            <AspectRatio ratio={4 / 3} bg="dark.9" style={{ borderRadius: 8, overflow: 'hidden' }}>
              <video ref={video} muted playsInline aria-label={t('video')} style={{ objectFit: 'cover' }} />
            </AspectRatio>
            <Text size="sm" role="status">
              {t(`status.${status.key}`, { code: status.code })}
            </Text>
          </>
        )}
        <Text size="xs" c="dimmed">
          {t('formats')}
        </Text>
        <Group justify="flex-end" gap="sm">
          {track && hasTorch(track) && !problem && (
            <Button variant="default" leftSection={torch ? <IconBulbOff size={16} aria-hidden /> : <IconBulb size={16} aria-hidden />} onClick={toggleTorch} aria-pressed={torch}>
              {torch ? t('lightOff') : t('lightOn')}
            </Button>
          )}
          {problem && (
            <Button variant="default" onClick={retry}>
              {t('tryAgain')}
            </Button>
          )}
          <Button variant="default" onClick={onClose}>
            {t('close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
