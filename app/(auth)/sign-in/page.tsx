import type { Metadata } from "next";
import { SignInForm } from "@/app/(auth)/sign-in/sign-in-form";
import { Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { safeCallbackPath } from "@/lib/auth/safe-callback-url";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<{ callbackUrl?: string; deleted?: string; signedOut?: string }>;
}) {
  const { callbackUrl, deleted, signedOut } = await searchParams;
  return (
    <Card>
      {deleted === "1" ? (
        <div className="mb-4">
          <Notice tone="good">Your Milepost account and everything in it were deleted.</Notice>
        </div>
      ) : signedOut === "everywhere" ? (
        <div className="mb-4">
          <Notice tone="good">You were signed out of every browser and device.</Notice>
        </div>
      ) : null}
      <h1 className="mb-4 text-xl font-semibold">Sign in</h1>
      <SignInForm callbackUrl={safeCallbackPath(callbackUrl)} />
    </Card>
  );
}
