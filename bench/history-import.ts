// Apple Health import: pnpm bench:history [megabytes]. Writes an export.xml of the given size
// (default 1024 MB) to the temp folder, ten years of a phone and a watch, then reads it from disk
// through the import's own reader as the upload route does; prints the time, the rate and the peak
// memory, and what the file weighs gzip-compressed at zlib's default level, as a browser sends it.
import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { readHistoryRows } from '../src-server/services/history-import/history-import-service.ts';
import { WorkerPool } from '../src-server/workers/pool.ts';

const megabytes = Number(process.argv[2] ?? 1024);
const CHUNK = 64 * 1024;
const DAYS = 3650;

const HEADER = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE HealthData [
<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary)*)>
<!ATTLIST HealthData locale CDATA #REQUIRED>
]>
<HealthData locale="en_US">
 <ExportDate value="2024-12-31 09:00:00 -0800"/>
`;

function day(n: number): string {
  return new Date(Date.UTC(2015, 0, 1) + (n % DAYS) * 86_400_000).toISOString().slice(0, 10);
}

/** One sample of a kind that cycles through the file, spread over ten years. */
function record(i: number): string {
  const date = day(Math.floor(i / 40));
  const minute = String(i % 60).padStart(2, '0');
  const at = `${date} 0${i % 10}:${minute}:00 -0800`;
  const source = i % 2 ? 'Sam’s Apple Watch' : 'Sam’s iPhone';
  switch (i % 8) {
    case 0: return ` <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Smart Scale" unit="lb" creationDate="${at}" startDate="${at}" endDate="${at}" value="${170 + (i % 20) / 2}"/>\n`;
    case 1: return ` <Record type="HKQuantityTypeIdentifierActiveEnergyBurned" sourceName="${source}" unit="kcal" creationDate="${at}" startDate="${at}" endDate="${at}" value="1.25"/>\n`;
    case 2: return ` <Record type="HKQuantityTypeIdentifierDietaryEnergyConsumed" sourceName="Food Diary" unit="Cal" creationDate="${at}" startDate="${at}" endDate="${at}" value="1.5"/>\n`;
    case 3: return ` <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="${source}" unit="count/min" creationDate="${at}" startDate="${at}" endDate="${at}" value="72">\n  <MetadataEntry key="HKMetadataKeyHeartRateMotionContext" value="0"/>\n </Record>\n`;
    default: return ` <Record type="HKQuantityTypeIdentifierStepCount" sourceName="${source}" unit="count" creationDate="${at}" startDate="${at}" endDate="${at}" value="${i % 40}"/>\n`;
  }
}

async function* exportXml(bytes: number): AsyncGenerator<Buffer> {
  let sent = 0;
  let i = 0;
  let text = HEADER;
  while (sent < bytes) {
    while (text.length < CHUNK) text += record(i++);
    const chunk = Buffer.from(text);
    sent += chunk.length;
    text = '';
    yield chunk;
  }
  yield Buffer.from('</HealthData>\n');
}

async function main(): Promise<void> {
  const file = join(tmpdir(), `platewise-bench-export-${process.pid}.xml`);
  await pipeline(exportXml(megabytes * 2 ** 20), createWriteStream(file));
  const { size } = await stat(file);
  const gzipStart = performance.now();
  let compressed = 0;
  await pipeline(createReadStream(file), createGzip(), async (gz: AsyncIterable<Buffer>) => {
    for await (const chunk of gz) compressed += chunk.length;
  });
  const gzipSeconds = (performance.now() - gzipStart) / 1000;
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const start = performance.now();
  // A text format is read on the event loop as it streams; the pool starts no thread for it.
  const workers = new WorkerPool();
  const rows = await readHistoryRows(workers, 'bench', 'apple-health', createReadStream(file, { highWaterMark: CHUNK }), Number.POSITIVE_INFINITY).finally(() => Promise.all([rm(file), workers.close()]));
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(`Apple Health export.xml, ${(size / 2 ** 20).toFixed(0)} MB read from disk`);
  console.log(`  records read        ${rows.records.toLocaleString('en')}`);
  console.log(`  rows it adds        ${rows.weights.length} weigh-ins, ${rows.steps.length} days of steps, ${rows.activity.length} activity days, ${rows.foods.length} food days`);
  console.log(`  time                ${seconds.toFixed(1)} s (${(size / 2 ** 20 / seconds).toFixed(0)} MB/s)`);
  console.log(`  peak memory (RSS)   ${(peak / 2 ** 20).toFixed(0)} MB`);
  console.log(`  gzip-compressed     ${(compressed / 2 ** 20).toFixed(1)} MB (${((100 * compressed) / size).toFixed(1)}%), compressed in ${gzipSeconds.toFixed(1)} s`);
}

await main();
