// Tests: the callback receiver followed by the normalization it deferred — what Next's `after` does
// once the response has been sent — so a test can look at the stored rows right after the call.
import { type Defer, receiveCallback } from "@/lib/callbacks/receive-callback";
import type { AnyCallbackHandler } from "@/lib/callbacks/types";

export async function receiveNow<T>(handler: AnyCallbackHandler<T>, request: Request): Promise<Response> {
  const deferred: Parameters<Defer>[0][] = [];
  const response = await receiveCallback(handler, request, (task) => deferred.push(task));
  for (const task of deferred) await task();
  return response;
}
