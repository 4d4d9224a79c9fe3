// The stream every upload's bytes pass through on their way to the blob store: it counts them
// (the size limit applies while they arrive: 413 past it), hashes them (content name), reserves
// quota before passing them on, and holds the first bytes back until the file type is known
// (an "image" that is not one is refused before anything is kept).
import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { payloadTooLarge } from '../shared/http-error.ts';
import type { QuotaReservation } from './upload-quota.ts';

/** What file-type reads to recognise a format (its `reasonableDetectionSizeInBytes`). */
export const HEAD_BYTES = 4100;

export interface MeterOptions {
  maxBytes: number;
  /** The 413 message, naming the limit ("File is larger than 50 MB"). */
  tooLarge: string;
  quota: QuotaReservation;
  /** Sees the first bytes before any is kept; throws to refuse the file. */
  inspect(head: Buffer): Promise<void>;
}

export class UploadMeter extends Transform {
  bytes = 0;
  /** Why the meter stopped the upload (a 413, 400), as opposed to the source or the store failing. */
  failure: Error | undefined;
  private readonly hash = createHash('sha256');
  private head: Buffer[] = [];
  private headBytes = 0;
  private inspected = false;

  constructor(private readonly options: MeterOptions) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.meter(chunk).then(
      () => callback(),
      (error: Error) => callback((this.failure = error)),
    );
  }

  override _flush(callback: TransformCallback) {
    this.releaseHead().then(
      () => callback(),
      (error: Error) => callback((this.failure = error)),
    );
  }

  digest(): string {
    return this.hash.digest('hex');
  }

  private async meter(chunk: Buffer) {
    this.bytes += chunk.length;
    if (this.bytes > this.options.maxBytes) throw payloadTooLarge(this.options.tooLarge);
    this.hash.update(chunk);
    await this.options.quota.cover(this.bytes);
    if (this.inspected) return void this.push(chunk);
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes >= HEAD_BYTES) await this.releaseHead();
  }

  private async releaseHead() {
    if (this.inspected) return;
    this.inspected = true;
    const head = Buffer.concat(this.head);
    this.head = [];
    await this.options.inspect(head);
    if (head.length > 0) this.push(head);
  }
}
