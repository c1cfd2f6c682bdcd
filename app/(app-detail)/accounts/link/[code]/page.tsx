// /accounts/link/:code — the form generated from the program's definition.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { LinkAccountForm } from "@/components/accounts/link-account-form";
import { PageHeader } from "@/components/layout/page-header";
import { Card } from "@/components/ui/card";
import { requireUser } from "@/lib/auth/require-user";
import { ServiceError } from "@/lib/http/errors";
import { credentialFields } from "@/lib/loyalty-accounts/credential-form";
import { getProviderDefinition } from "@/lib/loyalty-accounts/provider-definitions";
import { programKind } from "@/lib/loyalty-accounts/words";

export const metadata: Metadata = { title: "Link an account" };

export default async function LinkProgramPage({
  params,
  searchParams,
}: {
  params: Promise<{ code: string }>;
  searchParams: Promise<{ login?: string | string[] }>;
}) {
  await requireUser();
  const { code } = await params;
  // ?login=… pre-fills the login (the Inbox offers it for a statement with no linked account).
  const login = (await searchParams).login;
  const prefill = typeof login === "string" && login.length <= 200 ? { login } : undefined;
  if (!/^[A-Za-z0-9]{1,64}$/.test(code)) notFound();
  const def = await getProviderDefinition(code).catch((e: unknown) => {
    if (e instanceof ServiceError && e.status === 404) return null;
    throw e;
  });
  if (!def) notFound();
  return (
    <>
      <PageHeader
        title={`Link ${def.displayName}`}
        description={`${programKind(def.kind)}${def.programName ? ` · ${def.programName}` : ""}`}
        actions={
          <Link href="/accounts/link" className="text-brand text-sm hover:underline">
            Choose another program
          </Link>
        }
      />
      <Card className="max-w-lg">
        <LinkAccountForm
          providerCode={def.code}
          programName={def.displayName}
          fields={credentialFields(def)}
          prefill={prefill}
        />
      </Card>
    </>
  );
}
