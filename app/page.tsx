import { redirect } from "next/navigation";
import { sessionUser } from "@/lib/auth/session-user";

export default async function Home() {
  redirect((await sessionUser()) ? "/dashboard" : "/sign-in");
}
