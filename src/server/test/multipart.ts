/** A multipart/form-data body with one file part (the browser's FormData, written by hand). */
export function multipart(
  bytes: Buffer,
  { field = 'file', filename = 'logo.png', type = 'image/png' } = {},
): { body: Buffer; contentType: string } {
  const boundary = '----gl-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
