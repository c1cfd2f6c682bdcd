import type { Metadata } from "next";
import { SignUpForm } from "@/app/(auth)/sign-up/sign-up-form";
import { Card } from "@/components/ui/card";

export const metadata: Metadata = { title: "Create an account" };

export default function SignUpPage() {
  return (
    <Card>
      <h1 className="mb-4 text-xl font-semibold">Create your account</h1>
      <SignUpForm />
    </Card>
  );
}
