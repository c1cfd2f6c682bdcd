// A file download streamed from an async generator of text pieces (the CSV of team balances, the
// user's data export): each piece is sent as it is produced, and a client that goes away stops the
// generator (and with it the database reads behind it). Not for JSON routes (userRoute answers in one piece).
export function downloadResponse(
  pieces: AsyncGenerator<string, unknown, undefined>,
  contentType: string,
  filename: string,
): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await pieces.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": contentType,
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
