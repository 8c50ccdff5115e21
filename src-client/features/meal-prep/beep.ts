/** A short beep made in the browser (Web Audio oscillator), for a finished step. Silently skipped when audio is unavailable. */
let context: AudioContext | undefined;

function audio(): AudioContext | undefined {
  const Ctor = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return undefined;
  context ??= new Ctor();
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
  return context;
}

/** Called from the Start click: browsers let audio start only after a gesture, and the beeps come later from a timer. */
export function primeSound(): void {
  try {
    audio();
  } catch {
    // No sound is better than a broken timer.
  }
}

export function beep(durationMs = 250, frequency = 880): void {
  try {
    const ctx = audio();
    if (!ctx) return;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.value = frequency;
    gain.gain.setValueAtTime(0.2, ctx.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + durationMs / 1000);
    osc.connect(gain).connect(ctx.destination);
    osc.start();
    osc.stop(ctx.currentTime + durationMs / 1000);
  } catch {
    // No sound is better than a broken timer.
  }
}
