import type { Metadata } from "next";
import { SignInForm } from "@/app/(auth)/sign-in/sign-in-form";
import { Card } from "@/components/ui/card";
import { safeCallbackPath } from "@/lib/auth/safe-callback-url";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string }> }) {
  const { callbackUrl } = await searchParams;
  return (
    <Card>
      <h1 className="mb-4 text-xl font-semibold">Sign in</h1>
      <SignInForm callbackUrl={safeCallbackPath(callbackUrl)} />
    </Card>
  );
}
