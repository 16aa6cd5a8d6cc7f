export interface FilePart {
  filename: string;
  content: Buffer;
  type?: string;
}

/** Encodes fields and files as a multipart/form-data body for app.inject(). */
export async function multipart(fields: Record<string, string | FilePart | (string | FilePart)[]>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string') form.append(name, item);
      else form.append(name, new Blob([new Uint8Array(item.content)], { type: item.type ?? 'application/octet-stream' }), item.filename);
    }
  }
  const request = new Request('http://multipart.local', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
