// Reads an upload's multipart parts one at a time, with parser failures turned into answers
// the client can act on: a broken body (no boundary, cut off, bad part header) is 400, a parser
// limit 413, never a 500. After a failure, `drain` reads the rest of the body without keeping
// it, so the client receives the 413/400 instead of a reset connection.
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { UploadMessages } from '@keel/contracts/uploads';
import { badRequest, HttpError, payloadTooLarge } from '../shared/http-error.ts';

export type Part = MultipartFile | MultipartValue<unknown>;

export interface PartLimits {
  /** The per-file limit; the parser stops one byte past it, the meter answers 413. */
  maxBytes: number;
  tooLarge: string;
  files: number;
  fields: number;
}

function parserFailure(error: unknown, limits: PartLimits): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return payloadTooLarge(limits.tooLarge);
  if (code === 'FST_FILES_LIMIT') return payloadTooLarge(`At most ${limits.files} files at once`);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return payloadTooLarge(`At most ${limits.fields} fields at once`);
  // Busboy's own errors (boundary, headers, early end) carry no code: all of them are the body's fault.
  return badRequest(UploadMessages.malformed);
}

export function openParts(request: FastifyRequest, limits: PartLimits) {
  let iterator: AsyncIterator<Part> | undefined;
  let broken = false;

  async function next(): Promise<Part | undefined> {
    if (broken) return undefined;
    try {
      if (!iterator) {
        const parts = request.parts({
          limits: { fileSize: limits.maxBytes + 1, files: limits.files, fields: limits.fields },
        });
        iterator = parts[Symbol.asyncIterator]() as AsyncIterator<Part>;
      }
      const result = await iterator.next();
      return result.done ? undefined : result.value;
    } catch (error) {
      broken = true;
      throw parserFailure(error, limits);
    }
  }

  return {
    next,
    /** Reads and drops the parts left (bounded by the parser's limits). */
    async drain() {
      try {
        for (let part = await next(); part; part = await next()) {
          if (part.type === 'file') part.file.resume();
        }
      } catch {
        // The body is broken or cut: nothing more to read.
      }
    },
  };
}
