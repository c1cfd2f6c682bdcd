"use client";
// One email on its own page; after a delete, back to the Inbox.
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { Notice } from "@/components/ui/notice";
import { EmailRow } from "./email-row";
import { useEmail } from "./use-inbox";

export function EmailDetail({ id }: { id: string }) {
  const { data, isError } = useEmail(id);
  const router = useRouter();
  useEffect(() => {
    if (isError) router.push("/inbox");
  }, [isError, router]);
  if (!data) return <Notice>This email was deleted.</Notice>;
  return <EmailRow email={data} detailLink={false} />;
}
