// The personal calendar feed: the address, a webcal:// subscribe link, and a reset that retires
// the old address (anyone who had it loses access). Server component: the reset is a plain form
// behind a disclosure that asks for confirmation, posting a server action.
import { resetFeedAction } from "@/app/(app)/timeline/actions";
import { Button } from "@/components/ui/button";

export function FeedLinks({ https, webcal }: { https: string; webcal: string }) {
  return (
    <div className="space-y-2 text-sm">
      <p className="flex flex-wrap gap-x-4 gap-y-1">
        <a href={https} className="text-brand font-medium underline-offset-2 hover:underline">
          Calendar feed
        </a>
        <a href={webcal} className="text-brand font-medium underline-offset-2 hover:underline">
          Subscribe in your calendar app
        </a>
      </p>
      {/* Only the address may break anywhere (it has no spaces); the sentence wraps between words. */}
      <p className="text-muted text-xs">
        Private address — anyone who has it can see your trips: <span className="break-all">{https}</span>
      </p>
      <details className="group">
        <summary className="border-line bg-surface hover:bg-canvas inline-flex h-8 cursor-pointer items-center rounded-md border px-3 text-xs font-medium">
          Reset feed address
        </summary>
        <form action={resetFeedAction} className="mt-2 space-y-2">
          <p className="text-xs">
            Calendars subscribed to the current address will stop updating; you subscribe again with the new
            one.
          </p>
          <Button variant="danger" className="h-8 px-3 text-xs">
            Yes, reset the address
          </Button>
        </form>
      </details>
    </div>
  );
}
