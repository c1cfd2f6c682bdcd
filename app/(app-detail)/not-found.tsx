// What a page of (app-detail) shows when its object does not exist or is not the user's (answered
// 404: layout.tsx says why these pages live here): words and a way on, inside the signed-in shell.
import Link from "next/link";
import { PageHeader } from "@/components/layout/page-header";
import { Notice } from "@/components/ui/notice";

export default function NotFound() {
  return (
    <>
      <PageHeader title="Not found" />
      <div className="flex max-w-xl flex-col gap-4">
        <Notice>There is nothing here: it may have been deleted, or the link is not one of yours.</Notice>
        <p className="flex flex-wrap gap-4 text-sm">
          <Link href="/dashboard" className="underline">
            Home
          </Link>
          <Link href="/accounts" className="underline">
            Accounts
          </Link>
          <Link href="/inbox" className="underline">
            Inbox
          </Link>
          <Link href="/timeline" className="underline">
            Timeline
          </Link>
        </p>
      </div>
    </>
  );
}
