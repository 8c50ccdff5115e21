/** The rear camera on phones (any camera elsewhere); throws a DOMException-like error to show with cameraProblem. */
export async function openCamera(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw Object.assign(new Error('no media devices'), { name: 'NoMediaDevices' });
  return navigator.mediaDevices.getUserMedia({ audio: false, video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } } });
}

type TorchCapabilities = MediaTrackCapabilities & { torch?: boolean };

/** Whether the camera has a light the page may switch (phones' rear cameras in Chromium). */
export function hasTorch(track: MediaStreamTrack | undefined): boolean {
  return Boolean((track?.getCapabilities?.() as TorchCapabilities | undefined)?.torch);
}

export function setTorch(track: MediaStreamTrack, on: boolean): Promise<void> {
  return track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
}

export function stopCamera(stream: MediaStream | null): void {
  stream?.getTracks().forEach((t) => t.stop());
}
