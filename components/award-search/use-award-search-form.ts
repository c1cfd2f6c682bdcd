"use client";
// The submit side of an award search form: field errors (from the browser check or the server's
// envelope) and the create mutation that moves the page to the new search, which fills in live.
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { AwardServiceName } from "@/components/award-search/award-search-api";
import type { FormErrors } from "@/components/award-search/check-search-form";
import { requestResultsFocus } from "@/components/award-search/results-focus";
import { useCreateAwardSearch } from "@/components/award-search/use-create-award-search";
import { ApiError } from "@/lib/query/api-fetch";

export function useAwardSearchForm<F>(service: AwardServiceName) {
  const router = useRouter();
  const create = useCreateAwardSearch<F>(service);
  const [errors, setErrors] = useState<FormErrors>({});

  /** Shows the errors; sends the form only when there are none. */
  function submit(form: F, found: FormErrors) {
    setErrors(found);
    if (Object.keys(found).length) return;
    create.mutate(form, {
      onSuccess: ({ id }) => {
        requestResultsFocus(id);
        router.push(`/${service}?search=${id}`);
      },
      onError: (error) =>
        setErrors(error instanceof ApiError ? { ...error.fields, _: error.message } : { _: String(error) }),
    });
  }
  return { errors, submit, pending: create.isPending };
}
