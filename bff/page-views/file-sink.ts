// The default page-view sink (§7.3): NDJSON files under one directory, a new file each hour or
// past a size, appended in batches with one fdatasync per batch. A batch is acknowledged only after
// its fdatasync returns. File names carry the hour, an id of this process and a sequence number, so
// several BFF processes may share the directory without sharing a file.
import { randomBytes } from 'node:crypto';
import { type FileHandle, mkdir, open, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { PageViewSink } from './queue.ts';

export interface FileSinkOptions<T> {
  readonly dir: string;
  readonly maxFileBytes?: number;
  readonly now?: () => Date;
  // Tests slow the sink down on purpose through this; it runs before each batch is written.
  readonly beforeWrite?: (batch: readonly T[]) => Promise<void>;
}

export interface FileSink<T> extends PageViewSink<T> {
  // How many fdatasync calls acknowledged batches: far fewer than records under load.
  readonly syncs: number;
  readonly records: number;
  check(): Promise<void>;
}

const MAX_FILE_BYTES = 64 * 1024 * 1024;

function hourOf(date: Date): string {
  return date.toISOString().slice(0, 13);
}

// A new file's name is durable only once its directory is synced too.
async function syncDirectory(dir: string) {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function writeAll(handle: FileHandle, data: Buffer) {
  let offset = 0;
  while (offset < data.length) {
    const { bytesWritten } = await handle.write(data, offset, data.length - offset);
    offset += bytesWritten;
  }
}

export function createFileSink<T>({
  dir,
  maxFileBytes = MAX_FILE_BYTES,
  now = () => new Date(),
  beforeWrite,
}: FileSinkOptions<T>): FileSink<T> {
  const processId = randomBytes(4).toString('hex');
  let sequence = 0;
  let file: { handle: FileHandle; hour: string; bytes: number } | null = null;
  let syncs = 0;
  let records = 0;
  let probes = 0;

  async function closeFile() {
    const current = file;
    file = null;
    await current?.handle.close();
  }

  async function fileFor(hour: string, bytes: number) {
    if (file && file.hour === hour && (file.bytes === 0 || file.bytes + bytes <= maxFileBytes)) return file;
    await closeFile();
    await mkdir(dir, { recursive: true });
    sequence += 1;
    const name = `pageviews-${hour}-${processId}-${String(sequence).padStart(4, '0')}.ndjson`;
    const handle = await open(join(dir, name), 'a');
    file = { handle, hour, bytes: 0 };
    await syncDirectory(dir);
    return file;
  }

  return {
    get syncs() {
      return syncs;
    },
    get records() {
      return records;
    },
    async write(batch) {
      if (beforeWrite) await beforeWrite(batch);
      const data = Buffer.from(batch.map((record) => `${JSON.stringify(record)}\n`).join(''));
      const target = await fileFor(hourOf(now()), data.length);
      try {
        await writeAll(target.handle, data);
        await target.handle.datasync();
      } catch (error) {
        // The file may now end in half a line: later batches go to a fresh file.
        await closeFile().catch(() => {});
        throw error;
      }
      target.bytes += data.length;
      syncs += 1;
      records += batch.length;
    },
    async close() {
      await closeFile();
    },
    // /readyz: a file can be made, written and removed in the directory now. The name starts with
    // a dot and does not end in .ndjson, so readers of the records never see it.
    async check() {
      await mkdir(dir, { recursive: true });
      probes += 1;
      const probe = join(dir, `.ready-${processId}-${probes}`);
      const handle = await open(probe, 'w');
      try {
        await handle.write('ready\n');
      } finally {
        await handle.close();
        // Removed whether or not the write worked; a probe left behind harms no reader.
        await unlink(probe).catch(() => {});
      }
    },
  };
}
