import { AspectRatio, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconBulb, IconBulbOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { trpc } from '../../app/trpc.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { messageOf } from '../../lib/api-errors.ts';
import type { FoodResult } from '../food-log/types.ts';
import { hasTorch, openCamera, setTorch, stopCamera } from './camera.ts';
import { createDetector } from './detector.ts';
import { cameraProblem, productCode } from './scan-code.ts';

interface CameraScannerProps {
  onClose: () => void;
  /** A product found locally, among the user's own foods or at Open Food Facts. */
  onFound: (food: FoodResult) => void;
  /** No product has this barcode: the user can create one with it. */
  onUnknown: (code: string) => void;
}

const SCAN_EVERY_MS = 200;

const isNotFound = (error: unknown) => (error as { data?: { code?: string } } | null)?.data?.code === 'NOT_FOUND';

/** Live scanning: the camera's picture, read a few times a second until a product barcode shows. */
export function CameraScanner({ onClose, onFound, onUnknown }: CameraScannerProps) {
  const utils = trpc.useUtils();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('Starting the camera…');
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
      setStatus(`Looking up ${code}…`);
      try {
        callbacks.current.onFound(await utils.foodLog.barcode.fetch({ code }));
      } catch (error) {
        if (isNotFound(error)) callbacks.current.onUnknown(code);
        else if (mounted) setProblem(messageOf(error, 'Barcode lookup failed. Please try again.'));
      }
    };

    const start = async () => {
      try {
        stream = await openCamera();
      } catch (error) {
        setProblem(cameraProblem(error));
        return;
      }
      if (stopped || !video.current) return stopCamera(stream);
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      setTrack(stream.getVideoTracks()[0] ?? null);
      const detector = await createDetector();
      setStatus('Point the camera at the barcode');
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

    start().catch((error: unknown) => setProblem(messageOf(error, 'The barcode reader could not be loaded. Type the barcode instead.')));
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
    setStatus('Starting the camera…');
    setAttempt((n) => n + 1);
  };

  return (
    <Modal opened onClose={onClose} title="Scan a barcode" centered size="lg" closeButtonProps={{ 'aria-label': 'Close dialog' }}>
      <Stack gap="sm">
        {problem ? (
          <ErrorAlert title="Camera unavailable">{problem}</ErrorAlert>
        ) : (
          <>
            <AspectRatio ratio={4 / 3} bg="dark.9" style={{ borderRadius: 8, overflow: 'hidden' }}>
              <video ref={video} muted playsInline aria-label="Camera picture" style={{ objectFit: 'cover' }} />
            </AspectRatio>
            <Text size="sm" role="status">
              {status}
            </Text>
          </>
        )}
        <Text size="xs" c="dimmed">
          Reads EAN-13, EAN-8, UPC-A and UPC-E barcodes on packaged food.
        </Text>
        <Group justify="flex-end" gap="sm">
          {track && hasTorch(track) && !problem && (
            <Button variant="default" leftSection={torch ? <IconBulbOff size={16} aria-hidden /> : <IconBulb size={16} aria-hidden />} onClick={toggleTorch} aria-pressed={torch}>
              {torch ? 'Light off' : 'Light on'}
            </Button>
          )}
          {problem && (
            <Button variant="default" onClick={retry}>
              Try again
            </Button>
          )}
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
