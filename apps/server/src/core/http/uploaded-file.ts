/** A file part of a multipart request, already written to a temporary file on disk. */
export class UploadedFile {
  constructor(
    readonly fieldname: string,
    readonly filename: string,
    readonly mimetype: string,
    readonly path: string,
    readonly size: number,
  ) {}
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return value instanceof UploadedFile;
}
