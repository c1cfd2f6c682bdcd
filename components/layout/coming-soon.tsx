// A section of the app that is not built yet: its header and a plain notice, rather than an empty
// page that looks broken.
import { PageHeader } from "@/components/layout/page-header";
import { Notice } from "@/components/ui/notice";

export function ComingSoon({ title, description }: { title: string; description: string }) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <Notice title="Not available yet">This part of Milepost is being built and is not available in this version.</Notice>
    </>
  );
}
