export interface ProgressBar {
  update(done: number, total: number): void;
  finish(message?: string): void;
}

export interface ProgressOptions {
  stream?: NodeJS.WriteStream;
  /** How to show amounts, e.g. bytes as MB. */
  format?(n: number): string;
}

const WIDTH = 30;

/**
 * Progress on stderr: a redrawn bar on a terminal, otherwise one plain line per 10% so logs
 * (docker, CI) stay readable.
 */
export function progressBar(label: string, options: ProgressOptions = {}): ProgressBar {
  const stream = options.stream ?? process.stderr;
  const format = options.format ?? ((n: number) => String(n));
  const tty = Boolean(stream.isTTY);
  let lastStep = -1;
  let lastDraw = 0;
  let drawn = false;

  return {
    update(done, total) {
      const ratio = total > 0 ? Math.min(1, done / total) : 0;
      const percent = Math.floor(ratio * 100);
      const text = `${format(done)}/${format(total)}`;
      if (tty) {
        const now = Date.now();
        if (now - lastDraw < 100 && ratio < 1) return;
        lastDraw = now;
        const filled = Math.round(ratio * WIDTH);
        stream.write(`\r${label} [${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${String(percent).padStart(3)}% ${text}`);
        drawn = true;
        return;
      }
      const step = Math.floor(percent / 10);
      if (step === lastStep) return;
      lastStep = step;
      stream.write(`${label}: ${percent}% (${text})\n`);
    },
    finish(message) {
      if (tty && drawn) stream.write('\n');
      if (message) stream.write(`${label}: ${message}\n`);
    },
  };
}

export function formatMegabytes(bytes: number): string {
  return `${(bytes / 1e6).toFixed(1)} MB`;
}
